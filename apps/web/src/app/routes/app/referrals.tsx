import { ReferralsScreen } from '../../../features/referrals/components/referrals-page';
import { useTranslation } from '../../../lib/use-translation';
import '../../layouts/shell-i18n';
import { usePageTitle } from '../../page-title';

/** /app/referrals: the member's code and link, invitations, history and rewards (issue 27). */
export default function ReferralsPage() {
  const { t } = useTranslation('shell');
  const title = t('pages.referrals');
  usePageTitle(title);
  return <ReferralsScreen title={title} />;
}
