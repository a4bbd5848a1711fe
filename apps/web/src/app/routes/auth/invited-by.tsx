import { UserPlus } from 'lucide-react';
import { useCodeOwner } from '../../../features/referrals/api/get-code-owner';
import { useTranslation } from '../../../lib/use-translation';
import '../../../features/auth/i18n';

/**
 * "Ama invited you to SkillLink" above the register form for a visitor who came through a
 * member's referral link; nothing while asking, a short note for a code that matches nobody. Its
 * words are the register page's (auth namespace), so this small chunk carries no strings.
 */
export default function InvitedBy({ code }: { code: string }) {
  const { t } = useTranslation('auth');
  const owner = useCodeOwner(code);
  // A mistyped or old link: say so, so the visitor knows nobody will be credited.
  if (owner.data === null) return <p className="rounded-lg bg-surface-2 px-3 py-2 text-sm text-fg">{t('register.unknownRef')}</p>;
  if (!owner.data) return null;
  return (
    <p className="flex items-center gap-2 rounded-lg bg-primary-soft px-3 py-2 text-sm font-medium text-fg">
      <UserPlus className="size-4 shrink-0 text-primary" aria-hidden="true" />
      {t('register.invitedBy', { firstName: owner.data.firstName })}
    </p>
  );
}
