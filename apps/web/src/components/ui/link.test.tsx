import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Link, NavLink } from './link';

function Where() {
  const location = useLocation();
  return <output aria-label="where">{`${location.pathname}|${JSON.stringify(location.state)}`}</output>;
}

function renderAt(path: string, ui: ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]} useTransitions={false}>
      {ui}
      <Where />
    </MemoryRouter>,
  );
}

const where = () => screen.getByRole('status', { name: 'where' }).textContent;

describe('Link', () => {
  it('is a real link that navigates in the app on a plain click, with history state', async () => {
    renderAt(
      '/auth/login',
      <Link to="/auth/register" state={{ from: '/app/messages' }} className="x">
        Sign up
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Sign up' });
    expect(link).toHaveAttribute('href', '/auth/register');
    expect(link).toHaveClass('x');
    await userEvent.click(link);
    expect(where()).toBe('/auth/register|{"from":"/app/messages"}');
  });

  it('leaves modified clicks and new-tab links to the browser', () => {
    renderAt(
      '/auth/register',
      <>
        <Link to="/auth/login">Sign in</Link>
        <Link to="/terms" target="_blank" rel="noopener">
          Terms
        </Link>
      </>,
    );
    // Runs after the app's handler (the event has bubbled past React's root): records whether
    // the app took the click over, then keeps the test browser itself from following the link.
    const handledByApp: boolean[] = [];
    const record = (event: MouseEvent) => {
      handledByApp.push(event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('click', record);
    fireEvent.click(screen.getByRole('link', { name: 'Sign in' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'Terms' }));
    window.removeEventListener('click', record);
    expect(handledByApp).toEqual([false, false]);
    expect(where()).toBe('/auth/register|null');
  });

  it('runs its own onClick first, and stays put when that prevents the default', async () => {
    let clicked = 0;
    renderAt(
      '/app/dashboard',
      <Link
        to="/app/messages"
        onClick={(event) => {
          clicked++;
          event.preventDefault();
        }}
      >
        Messages
      </Link>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Messages' }));
    expect(clicked).toBe(1);
    expect(where()).toBe('/app/dashboard|null');
  });
});

describe('NavLink', () => {
  const nav = (
    <nav>
      <NavLink to="/app/messages" className={({ isActive }) => (isActive ? 'on' : 'off')}>
        Messages
      </NavLink>
      <NavLink to="/app/message">Message</NavLink>
      <NavLink to="/">Home</NavLink>
    </nav>
  );

  it('is current on its page and the pages below it, by whole path segments', () => {
    renderAt('/app/Messages/42', nav);
    const messages = screen.getByRole('link', { name: 'Messages' });
    expect(messages).toHaveAttribute('aria-current', 'page');
    expect(messages).toHaveClass('on');
    expect(screen.getByRole('link', { name: 'Message' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('with end, is current only on its own page', () => {
    const profile = (
      <NavLink to="/app/profile" end>
        Profile
      </NavLink>
    );
    renderAt('/app/profile/kofi', profile);
    expect(screen.getByRole('link', { name: 'Profile' })).not.toHaveAttribute('aria-current');
  });

  it('is not current elsewhere', () => {
    renderAt('/app/dashboard', nav);
    const messages = screen.getByRole('link', { name: 'Messages' });
    expect(messages).not.toHaveAttribute('aria-current');
    expect(messages).toHaveClass('off');
  });
});

describe('links across the app', () => {
  it('come from components/ui/link, never straight from react-router', () => {
    // React Router's own Link/NavLink would bring back ~4 KB gzip on every page
    // (docs/decisions/008-web-bundle-budget.md), and tsc cannot tell the two apart.
    const sources = import.meta.glob<string>(['/src/**/*.{ts,tsx}', '!/src/**/*.test.{ts,tsx}'], {
      query: '?raw',
      import: 'default',
      eager: true,
    });
    const offenders = Object.entries(sources)
      .filter(([, source]) => /import\s*\{[^}]*\b(Link|NavLink)\b[^}]*\}\s*from\s*'react-router'/.test(source))
      .map(([file]) => file);
    expect(Object.keys(sources).length).toBeGreaterThan(20);
    expect(offenders).toEqual([]);
  });
});
