import { useLocation } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { SecondStepForm } from '../../../features/auth/components/second-step-form';
import '../../../features/auth/i18n';
import { usePageTitle } from '../../page-title';

export default function TwoStepPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('twoStep.title'));
  // ?recovery: a recovery code instead of the app's code; each form starts afresh.
  const recovery = new URLSearchParams(useLocation().search).has('recovery');
  return <SecondStepForm key={String(recovery)} recovery={recovery} />;
}
