import { useParams } from 'react-router';
import { useSession } from '../../../features/auth/api/get-session';
import { EarnedCertificates } from '../../../features/certificates/components/earned-certificates';
import { ProfilePage as Profile } from '../../../features/profile/components/profile-page';
import { useTranslation } from '../../../lib/use-translation';
import '../../layouts/shell-i18n';
import { usePageTitle } from '../../page-title';

/** /app/profile is your own profile; /app/profile/{id} anyone's (your own id shows yours). */
export default function ProfilePage() {
  const { id } = useParams();
  const { data: user } = useSession();
  const { t } = useTranslation('shell');
  usePageTitle(t('pages.profile'));
  const who = !id || id === user?.id ? 'me' : id;
  return (
    <div className="flex flex-col gap-6">
      <Profile key={who} who={who} />
      {/* Earned certificates, verifiable by anyone (the certificates area). */}
      <EarnedCertificates key={`certificates-${who}`} memberId={who === 'me' ? user?.id : who} />
    </div>
  );
}
