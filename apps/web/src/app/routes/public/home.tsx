import { ArrowRight } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import { Link } from '../../../components/ui/link';
import { buttonClasses } from '../../../components/ui/button';
import '../../layouts/public-i18n';
import { usePageTitle } from '../../page-title';

/** The visitor's home page (members are sent on to the dashboard by the route guard). */
export default function HomePage() {
  const { t } = useTranslation('public');
  usePageTitle();

  return (
    <section className="bg-surface">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 px-4 py-16 text-center sm:py-24">
        <p className="rounded-full bg-primary-soft px-4 py-1 text-sm font-medium text-primary">{t('home.eyebrow')}</p>
        <h1 className="text-4xl font-bold tracking-tight text-fg sm:text-6xl">{t('home.title')}</h1>
        <p className="max-w-2xl text-lg text-muted">{t('home.lead')}</p>
        <div className="flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
          <Link to="/auth/register" className={buttonClasses()}>
            {t('home.ctaRegister')}
            <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
          <Link to="/learn" className={buttonClasses({ variant: 'secondary' })}>
            {t('home.ctaLearn')}
          </Link>
        </div>
        <p className="max-w-2xl border-l-4 border-accent pl-4 text-left text-muted">{t('home.vision')}</p>
      </div>
    </section>
  );
}
