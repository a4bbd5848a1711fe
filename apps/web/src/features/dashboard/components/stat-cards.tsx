import type { DashboardStats } from '@skilllink/contracts/dashboard';
import { Eye, Sparkles, Target, Users, type LucideIcon } from 'lucide-react';
import { cn } from '../../../components/ui/cn';
import { numberFormat } from '../../../lib/intl';
import { useTranslation } from '../../../lib/use-translation';
import '../i18n';
import { statHints, type Hint } from '../stat-hints';

interface CardProps {
  icon: LucideIcon;
  label: string;
  value: string;
  hint: Hint;
  /** A fuller sentence on hover and for screen readers. */
  detail?: string;
}

function StatCard({ icon: Icon, label, value, hint, detail }: CardProps) {
  const { t } = useTranslation('dashboard');
  return (
    <li className="flex min-w-0 flex-col gap-1 rounded-xl border border-border bg-surface p-4" title={detail}>
      <div className="flex items-start justify-between gap-2">
        <p className="text-sm font-medium text-muted">{label}</p>
        <span className="hidden size-8 shrink-0 items-center justify-center rounded-lg bg-primary-soft text-primary sm:inline-flex">
          <Icon className="size-4" aria-hidden="true" />
        </span>
      </div>
      <p className="text-2xl font-bold text-fg tabular-nums sm:text-3xl">{value}</p>
      <p className={cn('text-xs', hint.rising ? 'text-success' : 'text-muted')}>{t(`stats.${hint.key}`, hint.values)}</p>
      {detail && <span className="sr-only">{detail}</span>}
    </li>
  );
}

/** Total Skills, Connections, Profile Views and Skill Match, each with a hint from the numbers. */
export function StatCards({ stats }: { stats: DashboardStats }) {
  const { t } = useTranslation('dashboard');
  const hints = statHints(stats);
  const number = numberFormat();
  const percent = numberFormat({ style: 'percent' });
  const match = stats.skillMatch;
  return (
    <ul aria-label={t('stats.label')} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatCard
        icon={Sparkles}
        label={t('stats.totalSkills')}
        value={number.format(stats.totalSkills)}
        hint={hints.skills}
        detail={t('stats.skillsDetail', { thisMonth: stats.skillsThisMonth, lastMonth: stats.skillsLastMonth })}
      />
      <StatCard icon={Users} label={t('stats.connections')} value={number.format(stats.connections)} hint={hints.connections} />
      <StatCard
        icon={Eye}
        label={t('stats.profileViews')}
        value={number.format(stats.profileViews)}
        hint={hints.views}
        detail={t('stats.viewsDetail', { thisWeek: stats.profileViewsThisWeek, lastWeek: stats.profileViewsLastWeek })}
      />
      <StatCard
        icon={Target}
        label={t('stats.skillMatch')}
        value={match.percent === null ? '—' : percent.format(match.percent / 100)}
        hint={hints.match}
        detail={match.percent === null ? undefined : t('stats.matchDetail', { count: match.inDemand, total: match.total })}
      />
    </ul>
  );
}
