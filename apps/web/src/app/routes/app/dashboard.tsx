import { Construction } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { EmptyState } from '../../../components/ui/empty-state';
import { useSession } from '../../../features/auth/api/get-session';
import '../../layouts/shell-i18n';
import { usePageTitle } from '../../page-title';

export default function DashboardPage() {
  const { t } = useTranslation('shell');
  const { t: tCommon } = useTranslation();
  const { data: user } = useSession();
  const title = t('pages.dashboard');
  usePageTitle(title);
  const name = user?.firstName.trim() || t('dashboard.there');

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">{title}</h1>
        <p className="text-lg text-muted">{t('dashboard.greeting', { name })}</p>
      </div>
      {/* Stats, skills, activity and recommendations arrive with the dashboard issue. */}
      <EmptyState
        icon={<Construction className="size-8" aria-hidden="true" />}
        title={tCommon('notAvailable.title')}
        body={tCommon('notAvailable.body')}
      />
    </div>
  );
}
