import { useState, type FormEvent } from 'react';
import { buttonClasses } from '../../components/ui/button';
import { postJson } from './post-json';

export interface NewsletterFormProps {
  language: string;
  labels: {
    title: string;
    body: string;
    email: string;
    placeholder: string;
    submit: string;
    sending: string;
    sent: string;
    failed: string;
    offline: string;
  };
}

/**
 * The newsletter box. A plain form that the server answers (it works before and without the
 * script); with the script it is sent in place. Either way the address gets a mail with a link to
 * confirm (double opt-in), and nothing says whether it was already subscribed.
 */
export function NewsletterForm({ language, labels }: NewsletterFormProps) {
  const [state, setState] = useState<{ kind: 'idle' | 'sending' | 'sent' | 'error'; message?: string }>({ kind: 'idle' });
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    setState({ kind: 'sending' });
    const result = await postJson('/api/v1/public/newsletter', { email, language }, language);
    if (result.ok) setState({ kind: 'sent' });
    else
      setState({ kind: 'error', message: result.fields.email ?? result.message ?? (result.status === 0 ? labels.offline : labels.failed) });
  };
  return (
    <form method="post" action="/newsletter" className="flex flex-col gap-3" onSubmit={onSubmit} noValidate={state.kind !== 'idle'}>
      <h2 className="text-xl font-semibold">{labels.title}</h2>
      <p className="text-muted">{labels.body}</p>
      <input type="hidden" name="lang" value={language} />
      <label htmlFor="newsletter-email" className="text-sm font-medium">
        {labels.email}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <input
          id="newsletter-email"
          name="email"
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          placeholder={labels.placeholder}
          aria-invalid={state.kind === 'error'}
          aria-describedby="newsletter-status"
          className="min-h-11 flex-1 rounded-lg border border-border-strong bg-surface px-3 text-fg"
        />
        <button type="submit" className={buttonClasses()} disabled={state.kind === 'sending'}>
          {state.kind === 'sending' ? labels.sending : labels.submit}
        </button>
      </div>
      <p id="newsletter-status" role="status" className={state.kind === 'error' ? 'text-sm text-danger' : 'text-sm text-success'}>
        {state.kind === 'sent' ? labels.sent : state.kind === 'error' ? state.message : ''}
      </p>
    </form>
  );
}
