import { Lightbulb } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import '../i18n';

/** A few practical tips for invitations that people answer. */
export function TipsPanel() {
  const { t } = useTranslation('referrals');
  const tips = [t('tips.note'), t('tips.groups'), t('tips.skills'), t('tips.follow')];
  return (
    <section aria-labelledby="referral-tips-title" className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4 sm:p-6">
      <h2 id="referral-tips-title" className="flex items-center gap-2 text-lg font-semibold text-fg">
        <Lightbulb className="size-5 text-accent-text" aria-hidden="true" />
        {t('tips.title')}
      </h2>
      <ul className="flex list-disc flex-col gap-2 pl-5 text-sm text-fg">
        {tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </section>
  );
}
