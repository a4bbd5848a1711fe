import { ImageOff } from 'lucide-react';
import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { Button } from '../../components/ui/button';
import { newPage, photosAllowed, showPhotos } from '../../lib/data-saver';
import { useDataSaver } from '../../lib/use-data-saver';
import { useTranslation } from '../../lib/use-translation';

/**
 * With data saver on (issue 28 §4): says photos wait, and "Show photos" loads this page's. Each
 * new page starts without them again.
 */
export function DataSaverBar() {
  const { t } = useTranslation('shell');
  const saver = useDataSaver();
  const { pathname } = useLocation();
  useEffect(() => newPage(), [pathname]);
  if (photosAllowed(saver)) return null;
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 border-b border-border bg-surface px-4 py-2 text-sm text-muted">
      <p className="flex items-center gap-2">
        <ImageOff className="size-4 shrink-0" aria-hidden="true" />
        {t('dataSaver.photosHidden')}
      </p>
      <Button size="sm" variant="secondary" onClick={showPhotos}>
        {t('dataSaver.showPhotos')}
      </Button>
    </div>
  );
}
