import { fireEvent, render, screen, within } from '@testing-library/react';
import { CSRF_COOKIE, CSRF_HEADER } from '@skilllink/contracts/constants';
import { describe, expect, it, vi } from 'vitest';
import { apiError, json, stubApi } from '../../test/fetch-stub';
import { NewsletterForm, type NewsletterFormProps } from './newsletter-form';
import { PartnerForm, type PartnerFormProps } from './partner-form';

const newsletterLabels: NewsletterFormProps['labels'] = {
  title: 'Stay in the loop',
  body: 'News about once a month.',
  email: 'Your e-mail address',
  placeholder: 'you@example.com',
  submit: 'Subscribe',
  sending: 'Subscribing…',
  sent: 'Almost done: check your inbox.',
  failed: 'That did not work.',
  offline: 'You seem to be offline.',
};

const partnerLabels: PartnerFormProps['labels'] = {
  title: 'Partner With Us',
  body: 'Tell us who you are.',
  name: 'Your name',
  organisation: 'Organisation',
  email: 'Work e-mail',
  kind: 'You are',
  message: 'How would you like to work with us?',
  submit: 'Send',
  sending: 'Sending…',
  sent: 'Thank you. Your message reached our team.',
  failed: 'That did not work.',
  offline: 'You seem to be offline.',
};
const kinds: PartnerFormProps['kinds'] = [
  { value: 'university', label: 'A university or school' },
  { value: 'employer', label: 'An employer' },
];

/** The CSRF cookie the server sets with the page. */
const setCsrfCookie = (token: string) => (document.cookie = `${CSRF_COOKIE}=${token}; path=/`);

/** Submits the form as the browser would; false when the island kept the page from navigating. */
const submit = (form: HTMLElement) => fireEvent.submit(form);

const offline = () =>
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
  );

describe('NewsletterForm', () => {
  const renderForm = (language = 'en') => {
    render(<NewsletterForm language={language} labels={newsletterLabels} />);
    const email = screen.getByLabelText('Your e-mail address');
    return { email, form: email.closest('form')! };
  };

  it('is a plain form the server answers without script: POST /newsletter with the address and the language', () => {
    const { email, form } = renderForm('fr');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/newsletter');
    expect(email).toHaveAttribute('name', 'email');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toBeRequired();
    expect(form.querySelector('input[type="hidden"][name="lang"]')).toHaveValue('fr');
    expect(within(form).getByRole('button', { name: 'Subscribe' })).toHaveAttribute('type', 'submit');
  });

  it('with the script, posts JSON to the API with the CSRF token from the cookie and says what comes next', async () => {
    setCsrfCookie('token-123');
    const api = stubApi({ 'POST /api/v1/public/newsletter': () => json(202, { ok: true }) });
    const { email, form } = renderForm('fr');
    fireEvent.change(email, { target: { value: '  kofi@example.com ' } });
    expect(submit(form)).toBe(false); // the page does not navigate
    expect(await screen.findByRole('status')).toHaveTextContent('Almost done: check your inbox.');
    const [call] = api.callsTo('POST /api/v1/public/newsletter');
    expect(api.calls).toHaveLength(1);
    expect(call!.body).toEqual({ email: 'kofi@example.com', language: 'fr' });
    expect(call!.headers[CSRF_HEADER]).toBe('token-123');
    expect(call!.headers['content-type']).toBe('application/json');
    expect(call!.headers['accept-language']).toBe('fr');
    expect(email).toHaveAttribute('aria-invalid', 'false');
  });

  it('shows "Subscribing…" on a disabled button while the request is on its way', async () => {
    let answer!: (response: Response) => void;
    stubApi({ 'POST /api/v1/public/newsletter': () => new Promise<Response>((resolve) => (answer = resolve)) });
    const { email, form } = renderForm();
    fireEvent.change(email, { target: { value: 'kofi@example.com' } });
    submit(form);
    expect(await screen.findByRole('button', { name: 'Subscribing…' })).toBeDisabled();
    answer(json(202, { ok: true }));
    expect(await screen.findByRole('button', { name: 'Subscribe' })).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent('Almost done');
  });

  it("shows the server's words about the address (400 with a field error) and marks the field", async () => {
    stubApi({
      'POST /api/v1/public/newsletter': () =>
        apiError(400, 'validation_failed', 'Please check the form.', { email: 'Enter a valid e-mail address.' }),
    });
    const { email, form } = renderForm();
    fireEvent.change(email, { target: { value: 'not-an-address' } });
    submit(form);
    const status = await screen.findByText('Enter a valid e-mail address.');
    expect(status).toHaveAttribute('role', 'status');
    expect(status).toHaveClass('text-danger');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAttribute('aria-describedby', status.id);
  });

  it("shows the server's message when it names no field, and a general one when it says nothing", async () => {
    stubApi({ 'POST /api/v1/public/newsletter': () => apiError(429, 'rate_limited', 'Too many requests. Try again in a minute.') });
    const { email, form } = renderForm();
    fireEvent.change(email, { target: { value: 'kofi@example.com' } });
    submit(form);
    expect(await screen.findByRole('status')).toHaveTextContent('Too many requests. Try again in a minute.');

    stubApi({ 'POST /api/v1/public/newsletter': () => new Response('Bad gateway', { status: 502 }) });
    submit(form);
    expect(await screen.findByText('That did not work.')).toHaveAttribute('role', 'status');
  });

  it('says the phone seems offline when the request cannot leave it', async () => {
    offline();
    const { email, form } = renderForm();
    fireEvent.change(email, { target: { value: 'kofi@example.com' } });
    submit(form);
    expect(await screen.findByText('You seem to be offline.')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });
});

describe('PartnerForm', () => {
  const renderForm = (language = 'en') => {
    render(<PartnerForm language={language} kinds={kinds} labels={partnerLabels} />);
    const form = screen.getByRole('heading', { name: 'Partner With Us' }).closest('form')!;
    return { form };
  };
  const fill = () => {
    fireEvent.change(screen.getByLabelText('Your name'), { target: { value: 'Efua Owusu' } });
    fireEvent.change(screen.getByLabelText('Organisation'), { target: { value: 'Ashesi University' } });
    fireEvent.change(screen.getByLabelText('Work e-mail'), { target: { value: 'efua@ashesi.edu.gh' } });
    fireEvent.change(screen.getByLabelText('You are'), { target: { value: 'university' } });
    fireEvent.change(screen.getByLabelText('How would you like to work with us?'), {
      target: { value: 'We would like our students to take your data course.' },
    });
  };

  it('is a plain form the server answers without script: POST /partners/contact with every field named', () => {
    const { form } = renderForm('fr');
    expect(form).toHaveAttribute('id', 'partner-with-us');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/partners/contact');
    expect(form.querySelector('input[type="hidden"][name="lang"]')).toHaveValue('fr');
    expect(screen.getByLabelText('Your name')).toHaveAttribute('name', 'name');
    expect(screen.getByLabelText('Organisation')).toHaveAttribute('name', 'organisation');
    expect(screen.getByLabelText('Work e-mail')).toHaveAttribute('name', 'email');
    expect(screen.getByLabelText('How would you like to work with us?')).toHaveAttribute('name', 'message');
    const kind = screen.getByLabelText('You are');
    expect(kind).toHaveAttribute('name', 'kind');
    expect(
      within(kind)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['A university or school', 'An employer']);
    for (const field of ['Your name', 'Organisation', 'Work e-mail', 'How would you like to work with us?']) {
      expect(screen.getByLabelText(field)).toBeRequired();
    }
  });

  it('with the script, posts JSON with the CSRF token to the API, thanks the visitor and empties the form', async () => {
    setCsrfCookie('partner-token');
    const api = stubApi({ 'POST /api/v1/public/partner-inquiries': () => json(202, { ok: true }) });
    const { form } = renderForm('fr');
    fill();
    expect(submit(form)).toBe(false);
    expect(await screen.findByRole('status')).toHaveTextContent('Thank you. Your message reached our team.');
    const [call] = api.callsTo('POST /api/v1/public/partner-inquiries');
    expect(api.calls).toHaveLength(1);
    expect(call!.body).toEqual({
      lang: 'fr',
      name: 'Efua Owusu',
      organisation: 'Ashesi University',
      email: 'efua@ashesi.edu.gh',
      kind: 'university',
      message: 'We would like our students to take your data course.',
      language: 'fr',
    });
    expect(call!.headers[CSRF_HEADER]).toBe('partner-token');
    expect(call!.headers['accept-language']).toBe('fr');
    expect(screen.getByLabelText('Your name')).toHaveValue('');
    expect(screen.getByLabelText('How would you like to work with us?')).toHaveValue('');
  });

  it("shows the server's field errors beside their fields, and its message in the status line", async () => {
    stubApi({
      'POST /api/v1/public/partner-inquiries': () =>
        apiError(400, 'validation_failed', 'Please check the form.', {
          email: 'Enter a valid e-mail address.',
          message: 'Tell us a little more (at least 10 characters).',
        }),
    });
    const { form } = renderForm();
    fill();
    submit(form);
    const emailError = await screen.findByText('Enter a valid e-mail address.');
    const email = screen.getByLabelText('Work e-mail');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAttribute('aria-describedby', emailError.id);
    const message = screen.getByLabelText('How would you like to work with us?');
    expect(message).toHaveAttribute('aria-invalid', 'true');
    expect(message).toHaveAccessibleDescription('Tell us a little more (at least 10 characters).');
    expect(screen.getByLabelText('Your name')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('Please check the form.');
    // What the visitor typed stays for them to correct.
    expect(screen.getByLabelText('Your name')).toHaveValue('Efua Owusu');
  });

  it('says the phone seems offline when the request cannot leave it, and keeps what was typed', async () => {
    offline();
    const { form } = renderForm();
    fill();
    submit(form);
    expect(await screen.findByRole('status')).toHaveTextContent('You seem to be offline.');
    expect(screen.getByLabelText('Organisation')).toHaveValue('Ashesi University');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });
});
