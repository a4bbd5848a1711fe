import { Construction } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { EmptyState } from '../../../components/ui/empty-state';
import '../../layouts/public-i18n';
import { usePageTitle, type PublicPageKey } from '../../page-title';

/** Public pages whose content lands with the public-site issue: their title, honestly empty. */
export default function ComingSoonPage({ title: titleKey }: { title: PublicPageKey }) {
  const { t } = useTranslation();
  const { t: tPublic } = useTranslation('public');
  const title = tPublic(`pages.${titleKey}`);
  usePageTitle(title);
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6 px-4 py-12">
      <h1 className="text-3xl font-bold tracking-tight text-fg">{title}</h1>
      <EmptyState icon={<Construction className="size-8" aria-hidden="true" />} title={t('comingSoon.title')} body={t('comingSoon.body')} />
    </div>
  );
}
