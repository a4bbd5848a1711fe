import { describe, expect, it } from 'vitest';
import { appContainer, readServerAnswer, servedPath, takeOverServerPage } from './server-page';

const form = (value: string) =>
  `<form><input name="email" value="${value}"><input name="password" type="password"><input name="rememberMe" type="checkbox"></form>`;

describe('the server-rendered page taken over by the app', () => {
  it('renders the app into #root when the server sent no page', () => {
    const root = document.createElement('div');
    expect(appContainer(root)).toBe(root);
    expect(servedPath()).toBeNull();
  });

  it('carries what was typed, ticked and focused into the app’s form, then swaps it in once', () => {
    const root = document.createElement('div');
    root.innerHTML = form('');
    document.body.append(root);
    const app = appContainer(root);
    expect(app).not.toBe(root);
    expect(servedPath()).toBe(window.location.pathname);
    app.innerHTML = form('');
    // The visitor types into the server's copy while the app renders off-screen.
    const served = root.querySelectorAll('input');
    served[0]!.value = 'ama@example.com';
    served[1]!.value = 'secret words';
    served[2]!.checked = true;
    served[1]!.focus();
    takeOverServerPage();
    const [email, password, remember] = [...root.querySelectorAll('input')];
    expect(root.firstElementChild).toBe(app);
    expect(email!.value).toBe('ama@example.com');
    expect(password!.value).toBe('secret words');
    expect(remember!.checked).toBe(true);
    expect(document.activeElement).toBe(password);
    expect(servedPath()).toBeNull();
    takeOverServerPage(); // nothing left to take over
    expect(root.firstElementChild).toBe(app);
    root.remove();
  });

  it('keeps what the app filled in (an invited address) in a field the visitor left alone', () => {
    const root = document.createElement('div');
    root.innerHTML = form('');
    document.body.append(root);
    const app = appContainer(root);
    app.innerHTML = form('nana@example.com');
    takeOverServerPage();
    expect(root.querySelector('input')!.value).toBe('nana@example.com');
    root.remove();
  });

  it('reads the server’s answer from the page, and ignores one it cannot read', () => {
    const data = document.createElement('script');
    data.type = 'application/json';
    data.id = 'sl-answer';
    data.textContent = JSON.stringify({
      status: 401,
      body: { error: { code: 'invalid_credentials', message: 'No' } },
      fields: { email: 'a@b.co' },
    });
    document.body.append(data);
    expect(readServerAnswer()).toMatchObject({ status: 401, fields: { email: 'a@b.co' } });
    data.textContent = '{not json';
    expect(readServerAnswer()).toBeNull();
    data.remove();
  });
});
