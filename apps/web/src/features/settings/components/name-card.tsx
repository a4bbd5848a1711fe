import { Link } from '../../../components/ui/link';
import { buttonClasses } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/use-translation';
import '../i18n';
import { SettingsCard } from './settings-card';

/** The name is edited in one place, the profile (ADR 061); Settings shows it and leads there. */
export function NameCard({ name }: { name: string }) {
  const { t } = useTranslation('settings');
  return (
    <SettingsCard title={t('name.title')} description={t('name.description')}>
      <p className="font-medium text-fg">{name}</p>
      <div>
        <Link to="/app/profile?edit=1" className={buttonClasses({ variant: 'secondary' })}>
          {t('name.edit')}
        </Link>
      </div>
    </SettingsCard>
  );
}
