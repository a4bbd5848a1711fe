import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../lib/use-translation';
import { referralCodeOf, RegisterForm } from '../../../features/auth/components/register-form';
import '../../../features/auth/i18n';
import { lazyPage } from '../../lazy-page';
import { usePageTitle } from '../../page-title';

// Who invited the visitor: its own small chunk, loaded only for an address with ?ref= (the
// register page keeps its download budget), and never on the server's render (ADR 049), whose
// address has no query. lazyPage: a French visitor's strings arrive with it.
const InvitedBy = lazyPage(() => import('./invited-by'));

/** /auth/register (?ref=CODE from a member's referral link: their first name above the form, the code sent along). */
export default function RegisterPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('register.title'));
  const [search] = useSearchParams();
  const ref = referralCodeOf(search);
  const notice = ref ? (
    <Suspense fallback={null}>
      <InvitedBy code={ref} />
    </Suspense>
  ) : null;
  return <RegisterForm notice={notice} />;
}
