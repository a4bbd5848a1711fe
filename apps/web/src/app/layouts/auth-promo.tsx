import { Handshake, Search, Target } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation';

const benefits = [
  ['discover', Search],
  ['connect', Handshake],
  ['opportunities', Target],
] as const;

export function AuthPromo() {
  const { t } = useTranslation('auth');
  return (
    <aside className="hidden w-[45%] max-w-2xl flex-col justify-center gap-8 bg-promo p-12 text-promo-fg lg:flex">
      <div className="flex flex-col gap-3">
        <p className="text-4xl font-bold tracking-tight">{t('promo.heading')}</p>
        <p className="text-lg opacity-95">{t('promo.lead')}</p>
      </div>
      <ul aria-label={t('promo.benefitsLabel')} className="flex flex-col gap-5">
        {benefits.map(([key, Icon]) => (
          <li key={key} className="flex items-center gap-4">
            <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-accent text-accent-fg">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <span className="text-lg">{t(`promo.benefits.${key}`)}</span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
