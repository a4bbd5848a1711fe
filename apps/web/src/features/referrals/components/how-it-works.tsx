import { REFERRAL_POINTS } from '@skilllink/contracts/referral-constants';
import { Gift, Share2, UserCheck, UserPlus } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';
import '../i18n';

/** The four steps from a shared link to points earned. */
export function HowItWorks() {
  const { t } = useTranslation('referrals');
  const steps = [
    { icon: Share2, title: t('how.share'), body: t('how.shareBody') },
    { icon: UserPlus, title: t('how.register'), body: t('how.registerBody') },
    { icon: UserCheck, title: t('how.step'), body: t('how.stepBody') },
    { icon: Gift, title: t('how.earn', { points: REFERRAL_POINTS }), body: t('how.earnBody') },
  ];
  return (
    <section aria-labelledby="referral-how-title" className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-4 sm:p-6">
      <h2 id="referral-how-title" className="text-lg font-semibold text-fg">
        {t('how.title')}
      </h2>
      <ol className="flex flex-col gap-4">
        {steps.map(({ icon: Icon, title, body }, i) => (
          <li key={title} className="flex gap-3">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary" aria-hidden="true">
              <Icon className="size-5" />
            </span>
            <div className="min-w-0">
              <p className="font-medium text-fg">
                <span className="sr-only">{i + 1}. </span>
                {title}
              </p>
              <p className="text-sm text-muted">{body}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
