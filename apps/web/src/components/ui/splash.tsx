import { useTranslation } from '../../lib/use-translation';
import { Logo } from './logo';
import { Spinner } from './spinner';

/** Full-screen placeholder while the session resolves, so no page flashes the wrong state. */
export function Splash() {
  const { t } = useTranslation();
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-bg" role="status">
      <Logo />
      <Spinner className="size-6 text-primary" />
      <span className="sr-only">{t('loading')}</span>
    </div>
  );
}
