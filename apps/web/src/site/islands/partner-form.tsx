import { useState, type FormEvent } from 'react';
import { buttonClasses } from '../../components/ui/button';
import { postJson } from './post-json';

export interface PartnerFormProps {
  language: string;
  kinds: Array<{ value: string; label: string }>;
  labels: {
    title: string;
    body: string;
    name: string;
    organisation: string;
    email: string;
    kind: string;
    message: string;
    submit: string;
    sending: string;
    sent: string;
    failed: string;
    offline: string;
  };
}

const input = 'min-h-11 w-full rounded-lg border border-border-strong bg-surface px-3 text-fg';
const FIELDS = ['name', 'organisation', 'email'] as const;

/** "Partner With Us": a form the server answers without script, sent in place with it; mailed to the team. */
export function PartnerForm({ language, kinds, labels }: PartnerFormProps) {
  const [state, setState] = useState<{ kind: 'idle' | 'sending' | 'sent' | 'error'; message?: string; fields?: Record<string, string> }>({
    kind: 'idle',
  });
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = Object.fromEntries(new FormData(form)) as Record<string, string>;
    setState({ kind: 'sending' });
    const result = await postJson('/api/v1/public/partner-inquiries', { ...data, language }, language);
    if (result.ok) {
      form.reset();
      setState({ kind: 'sent' });
    } else
      setState({ kind: 'error', message: result.message ?? (result.status === 0 ? labels.offline : labels.failed), fields: result.fields });
  };
  const error = (field: string) => state.fields?.[field];
  const describe = (field: string) => (error(field) ? `partner-${field}-error` : undefined);
  return (
    <form
      id="partner-with-us"
      method="post"
      action="/partners/contact"
      className="flex flex-col gap-4"
      onSubmit={onSubmit}
      noValidate={state.kind !== 'idle'}
    >
      <h2 className="text-2xl font-semibold">{labels.title}</h2>
      <p className="text-muted">{labels.body}</p>
      <input type="hidden" name="lang" value={language} />
      {FIELDS.map((field) => (
        <div key={field} className="flex flex-col gap-1">
          <label htmlFor={`partner-${field}`} className="text-sm font-medium">
            {labels[field]}
          </label>
          <input
            id={`partner-${field}`}
            name={field}
            type={field === 'email' ? 'email' : 'text'}
            required
            maxLength={field === 'email' ? 254 : 120}
            autoComplete={field === 'email' ? 'email' : field === 'name' ? 'name' : 'organization'}
            aria-invalid={Boolean(error(field))}
            aria-describedby={describe(field)}
            className={input}
          />
          {error(field) && (
            <p id={`partner-${field}-error`} className="text-sm text-danger">
              {error(field)}
            </p>
          )}
        </div>
      ))}
      <div className="flex flex-col gap-1">
        <label htmlFor="partner-kind" className="text-sm font-medium">
          {labels.kind}
        </label>
        <select id="partner-kind" name="kind" required className={input}>
          {kinds.map((kind) => (
            <option key={kind.value} value={kind.value}>
              {kind.label}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="partner-message" className="text-sm font-medium">
          {labels.message}
        </label>
        <textarea
          id="partner-message"
          name="message"
          required
          minLength={10}
          maxLength={2000}
          rows={5}
          aria-invalid={Boolean(error('message'))}
          aria-describedby={describe('message')}
          className="w-full rounded-lg border border-border-strong bg-surface px-3 py-2 text-fg"
        />
        {error('message') && (
          <p id="partner-message-error" className="text-sm text-danger">
            {error('message')}
          </p>
        )}
      </div>
      <div>
        <button type="submit" className={buttonClasses()} disabled={state.kind === 'sending'}>
          {state.kind === 'sending' ? labels.sending : labels.submit}
        </button>
      </div>
      <p role="status" className={state.kind === 'error' ? 'text-sm text-danger' : 'text-sm text-success'}>
        {state.kind === 'sent' ? labels.sent : state.kind === 'error' ? state.message : ''}
      </p>
    </form>
  );
}
