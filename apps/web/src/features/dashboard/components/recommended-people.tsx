import type { RecommendedConnection } from '@skilllink/contracts/dashboard';
import { Check, UserPlus, Users } from 'lucide-react';
import { Avatar } from '../../../components/ui/avatar';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/use-translation';
import '../i18n';
import { DashboardSection, SectionEmpty } from './dashboard-section';

export type ConnectState = 'sending' | 'sent';

interface Props {
  people: RecommendedConnection[];
  onConnect: (person: RecommendedConnection) => void;
  /** Per person id: a request on its way, or sent. */
  states: Record<string, ConnectState | undefined>;
}

/** Three members worth meeting, each with a Connect button. */
export function RecommendedPeople({ people, onConnect, states }: Props) {
  const { t } = useTranslation('dashboard');
  return (
    <DashboardSection title={t('people.title')} viewAllTo="/app/connections">
      {people.length === 0 ? (
        <SectionEmpty icon={<Users className="size-6" aria-hidden="true" />} title={t('people.empty')} body={t('people.emptyBody')} />
      ) : (
        <ul className="flex flex-col gap-4">
          {people.map((person) => {
            const name = `${person.firstName} ${person.lastName}`.trim();
            const state = states[person.id];
            return (
              <li key={person.id} className="flex flex-col gap-2">
                <div className="flex items-start gap-3">
                  <Avatar id={person.id} firstName={person.firstName} lastName={person.lastName} src={person.avatar} className="size-11" />
                  <div className="flex min-w-0 flex-1 flex-col">
                    <span className="font-medium break-words text-fg">{name}</span>
                    {person.title && <span className="text-sm break-words text-muted">{person.title}</span>}
                    {person.sharedSkills > 0 && (
                      <span className="text-xs text-primary">{t('people.shared', { count: person.sharedSkills })}</span>
                    )}
                  </div>
                </div>
                {person.topSkills.length > 0 && (
                  <ul className="flex flex-wrap gap-1.5" aria-label={t('people.skillsOf', { name })}>
                    {person.topSkills.map((skill) => (
                      <li key={skill} className="rounded-full bg-surface-2 px-2.5 py-0.5 text-xs text-fg">
                        {skill}
                      </li>
                    ))}
                  </ul>
                )}
                <Button
                  variant={state === 'sent' ? 'secondary' : 'primary'}
                  size="sm"
                  fullWidth
                  busy={state === 'sending'}
                  disabled={state === 'sent'}
                  aria-label={state ? undefined : t('people.connectLabel', { name })}
                  onClick={() => onConnect(person)}
                >
                  {state === 'sent' ? (
                    <Check className="size-4" aria-hidden="true" />
                  ) : state ? null : (
                    <UserPlus className="size-4" aria-hidden="true" />
                  )}
                  {state === 'sending' ? t('people.sending') : state === 'sent' ? t('people.sent') : t('people.connect')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </DashboardSection>
  );
}
