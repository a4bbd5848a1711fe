import { Award, GraduationCap, Share2 } from 'lucide-react';
import { StepsPanel } from '../../../components/ui/steps-panel';
import { useTranslation } from '../../../lib/use-translation';
import '../i18n';

/** The three steps from course to verified certificate. */
export function HowItWorks() {
  const { t } = useTranslation('certificates');
  const steps = [
    { icon: GraduationCap, title: t('howItWorks.complete'), body: t('howItWorks.completeBody') },
    { icon: Award, title: t('howItWorks.receive'), body: t('howItWorks.receiveBody') },
    { icon: Share2, title: t('howItWorks.share'), body: t('howItWorks.shareBody') },
  ];
  return <StepsPanel title={t('howItWorks.title')} steps={steps} />;
}
