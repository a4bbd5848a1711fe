import { useTranslation } from '../../lib/use-translation';
import { Spinner } from './spinner';

/** Inside a layout while the page's code downloads: the frame stays, the content says so. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div role="status" className="flex min-h-48 items-center justify-center gap-3 text-muted">
      <Spinner className="size-5 text-primary" />
      <span>{t('loading')}</span>
    </div>
  );
}
