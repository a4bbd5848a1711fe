import { REFERRAL_POINTS } from '@skilllink/contracts/referral-constants';
import { Gift, Share2, UserCheck, UserPlus } from 'lucide-react';
import { StepsPanel } from '../../../components/ui/steps-panel';
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
  return <StepsPanel title={t('how.title')} steps={steps} />;
}
