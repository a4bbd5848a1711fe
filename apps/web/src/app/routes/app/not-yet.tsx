import { Construction } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { EmptyState } from '../../../components/ui/empty-state';
import '../../layouts/shell-i18n';
import { usePageTitle, type AppPageKey } from '../../page-title';

/** App areas whose issue has not landed: the page title and an honest "not available yet". */
export default function NotYetPage({ title: titleKey }: { title: AppPageKey }) {
  const { t } = useTranslation();
  const { t: tShell } = useTranslation('shell');
  const title = tShell(`pages.${titleKey}`);
  usePageTitle(title);
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">{title}</h1>
      <EmptyState
        icon={<Construction className="size-8" aria-hidden="true" />}
        title={t('notAvailable.title')}
        body={t('notAvailable.body')}
      />
    </div>
  );
}
