import { BookOpen, Briefcase, MessageSquare, Sparkles, type LucideIcon } from 'lucide-react';
import { Link } from '../../../components/ui/link';
import { useToast } from '../../../components/ui/toast';
import { useTranslation } from '../../../lib/use-translation';
import '../i18n';
import { DashboardSection } from './dashboard-section';
import { SKILLS_PATH } from './top-skills';

const actions: Array<{ key: 'browseCourses' | 'manageSkills' | 'sendMessage' | 'browseJobs'; to: string; icon: LucideIcon }> = [
  { key: 'browseCourses', to: '/app/courses', icon: BookOpen },
  { key: 'manageSkills', to: SKILLS_PATH, icon: Sparkles },
  { key: 'sendMessage', to: '/app/messages', icon: MessageSquare },
  { key: 'browseJobs', to: '/app/jobs', icon: Briefcase },
];

/** Four shortcuts; real links, with a "Navigating to {label}..." notice on the way. */
export function QuickActions() {
  const { t } = useTranslation('dashboard');
  const toast = useToast();
  return (
    <DashboardSection title={t('quickActions.title')}>
      <ul className="grid grid-cols-2 gap-2">
        {actions.map(({ key, to, icon: Icon }) => {
          const label = t(`quickActions.${key}`);
          return (
            <li key={key}>
              <Link
                to={to}
                onClick={() => toast(t('quickActions.navigating', { label }), 'info')}
                className="flex min-h-20 flex-col items-center justify-center gap-2 rounded-lg border border-border bg-surface px-2 py-3 text-center text-sm font-medium text-fg transition-colors hover:border-primary hover:bg-primary-soft"
              >
                <Icon className="size-5 text-primary" aria-hidden="true" />
                {label}
              </Link>
            </li>
          );
        })}
      </ul>
    </DashboardSection>
  );
}
