import type { RecommendedConnection } from '@skilllink/contracts/dashboard';
import { Check, UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useTranslation } from '../../../lib/use-translation';
import '../i18n';
import { DashboardSection, SectionEmpty } from './dashboard-section';

/** A request on its way; sent (pending); or sending made the two connected (they had asked first). */
export type ConnectState = 'sending' | 'sent' | 'connected';

interface Props {
  people: RecommendedConnection[];
  /** Also for a person already asked: a second click says so again and sends nothing. */
  onConnect: (person: RecommendedConnection) => void;
  /** Per person id. */
  states: Record<string, ConnectState | undefined>;
}

/**
 * The people shown stay as they are while any Connect is on its way or done (the page moves on
 * to Connections shortly after). The dashboard refreshes at once after a request and the person
 * asked is no longer a suggestion; without this the next card would slide under the pointer and
 * a second click would ask someone else.
 */
function useHeldWhile<T>(items: T, hold: boolean): T {
  const [held, setHeld] = useState<{ items: T } | null>(null);
  if (hold && held === null) setHeld({ items });
  if (!hold && held !== null) setHeld(null);
  return hold && held ? held.items : items;
}

/** Three members worth meeting, each with a Connect button. */
export function RecommendedPeople({ people, onConnect, states }: Props) {
  const { t } = useTranslation('dashboard');
  const shown = useHeldWhile(
    people,
    Object.values(states).some((state) => state !== undefined),
  );
  return (
    <DashboardSection title={t('people.title')} viewAllTo="/app/connections">
      {shown.length === 0 ? (
        <SectionEmpty icon={<Users className="size-6" aria-hidden="true" />} title={t('people.empty')} body={t('people.emptyBody')} />
      ) : (
        <ul className="flex flex-col gap-4">
          {shown.map((person) => {
            const name = `${person.firstName} ${person.lastName}`.trim();
            const state = states[person.id];
            const done = state === 'sent' || state === 'connected';
            return (
              <li key={person.id} className="flex min-w-0 flex-col gap-2">
                <div className="flex items-start gap-3">
                  <Avatar id={person.id} firstName={person.firstName} lastName={person.lastName} src={person.avatar} className="size-11" />
                  <div className="flex min-w-0 flex-1 flex-col">
                    <span className="font-medium wrap-anywhere text-fg">{name}</span>
                    {person.title && <span className="text-sm wrap-anywhere text-muted">{person.title}</span>}
                    {person.sharedSkills > 0 && (
                      <span className="text-xs text-primary">{t('people.shared', { count: person.sharedSkills })}</span>
                    )}
                  </div>
                </div>
                {person.topSkills.length > 0 && (
                  <ul className="flex flex-wrap gap-1.5" aria-label={t('people.skillsOf', { name })}>
                    {person.topSkills.map((skill) => (
                      <li key={skill} className="max-w-full rounded-full bg-surface-2 px-2.5 py-0.5 text-xs wrap-anywhere text-fg">
                        {skill}
                      </li>
                    ))}
                  </ul>
                )}
                {/* Never `disabled`: that would drop keyboard focus. While sending it ignores
                    clicks; once sent, a click says the request is waiting (or they are connected). */}
                <Button
                  variant={done ? 'secondary' : 'primary'}
                  size="sm"
                  fullWidth
                  aria-busy={state === 'sending' || undefined}
                  aria-disabled={state === 'sending' || undefined}
                  aria-label={
                    state === 'sending'
                      ? undefined
                      : t(state === 'connected' ? 'people.connectedLabel' : state === 'sent' ? 'people.sentLabel' : 'people.connectLabel', {
                          name,
                        })
                  }
                  className={state === 'sending' ? 'cursor-wait opacity-60' : undefined}
                  onClick={() => onConnect(person)}
                >
                  {state === 'sending' ? (
                    <Spinner className="size-4" />
                  ) : done ? (
                    <Check className="size-4" aria-hidden="true" />
                  ) : (
                    <UserPlus className="size-4" aria-hidden="true" />
                  )}
                  {t(
                    state === 'sending'
                      ? 'people.sending'
                      : state === 'sent'
                        ? 'people.sent'
                        : state === 'connected'
                          ? 'people.connected'
                          : 'people.connect',
                  )}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </DashboardSection>
  );
}
