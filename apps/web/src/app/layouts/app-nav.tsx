import {
  Award,
  BookOpen,
  Briefcase,
  FolderKanban,
  Gift,
  LayoutDashboard,
  MessageSquare,
  Settings,
  Sparkles,
  UserRound,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { useSkillMatch } from '../../features/dashboard/api/get-skill-match';
import { useUnreadTotal } from '../../features/messaging/api/get-unread-total';
import { badgeText } from '../../lib/badge';
import { numberFormat } from '../../lib/intl';
import { useTranslation } from '../../lib/use-translation';
import { NavLink } from '../../components/ui/link';
import { cn } from '../../components/ui/cn';

type NavKey =
  | 'dashboard'
  | 'courses'
  | 'certificates'
  | 'profile'
  | 'skills'
  | 'connections'
  | 'messages'
  | 'jobs'
  | 'projects'
  | 'referrals'
  | 'settings';

const entries: Array<[NavKey, LucideIcon]> = [
  ['dashboard', LayoutDashboard],
  ['courses', BookOpen],
  ['certificates', Award],
  ['profile', UserRound],
  ['skills', Sparkles],
  ['connections', Users],
  ['messages', MessageSquare],
  ['jobs', Briefcase],
  ['projects', FolderKanban],
  ['referrals', Gift],
  ['settings', Settings],
];

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium transition-colors',
    isActive ? 'bg-primary-soft text-primary' : 'text-fg hover:bg-surface-2',
  );

/** The sidebar's content, shared by the desktop column and the mobile drawer. */
export function AppNav({ onNavigate }: { onNavigate?: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <div className="flex flex-1 flex-col gap-6 p-4">
      <nav aria-label={t('nav.label')}>
        <ul className="flex flex-col gap-1">
          {entries.map(([key, Icon]) => (
            <li key={key}>
              <NavLink to={`/app/${key}`} end={key === 'profile'} className={linkClass} onClick={onNavigate}>
                <Icon className="size-5 shrink-0" aria-hidden="true" />
                {t(`nav.${key}`)}
                {key === 'messages' && <UnreadBadge />}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <SkillMatchCard />
    </div>
  );
}

/** Unread messages over all conversations, beside the Messages entry (kept current by pushed events). */
function UnreadBadge() {
  const { t } = useTranslation('shell');
  const unread = useUnreadTotal();
  const badge = badgeText(unread);
  if (!badge) return null;
  return (
    <span
      data-testid="messages-badge"
      className="ml-auto inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-primary px-1.5 text-xs font-semibold text-primary-fg tabular-nums"
    >
      <span aria-hidden="true">{badge}</span>
      <span className="sr-only">{t('nav.unread', { count: unread })}</span>
    </span>
  );
}

/**
 * The prototype showed a fixed 85 %. This is the member's computed Skill Match, the same
 * figure as the dashboard's card (docs/computations.md); "—" until they have skills.
 */
function SkillMatchCard() {
  const { t } = useTranslation('shell');
  const { data, isError } = useSkillMatch();
  const percent = data?.percent ?? null;
  const note = isError
    ? t('skillMatch.unavailable')
    : data && percent === null
      ? t('skillMatch.note')
      : percent !== null
        ? t('skillMatch.meaning')
        : null;
  return (
    <section aria-labelledby="skill-match-title" className="mt-auto rounded-xl border border-border bg-surface-2 p-4">
      <h2 id="skill-match-title" className="text-sm font-semibold text-fg">
        {t('skillMatch.title')}
      </h2>
      <p className="mt-1 flex items-baseline gap-2">
        <span className="text-2xl font-bold tabular-nums text-fg">
          {percent === null ? t('skillMatch.empty') : numberFormat({ style: 'percent' }).format(percent / 100)}
        </span>
        <span className="text-xs text-muted">{t('skillMatch.period')}</span>
      </p>
      {percent !== null && (
        <div aria-hidden="true" className="mt-2 h-1.5 overflow-hidden rounded-full bg-border">
          <div className="h-full rounded-full bg-primary" style={{ width: `${percent}%` }} />
        </div>
      )}
      {note && <p className="mt-2 text-xs text-muted">{note}</p>}
    </section>
  );
}
