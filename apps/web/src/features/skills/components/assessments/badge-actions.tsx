import type { SkillBadge } from '@skilllink/contracts/skill-assessments';
import { Check, FileBadge, ShieldCheck, UserPlus } from 'lucide-react';
import { Button, buttonClasses } from '../../../../components/ui/button';
import { Link } from '../../../../components/ui/link';
import { useTranslation } from '../../../../lib/use-translation';
import { useAddAssessedSkill } from '../../api/add-assessed-skill';
import '../../i18n';

/**
 * What a member does with a skill badge: download the signed credential (Open Badges 3.0),
 * check it on the verify page, and put the skill on their profile when it is not there.
 */
export function BadgeActions({ badge, category, inMyProfile }: { badge: SkillBadge; category: string; inMyProfile: boolean }) {
  const { t } = useTranslation('skills');
  const add = useAddAssessedSkill();
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap gap-2">
        <a
          href={badge.credentialUrl}
          download
          className={buttonClasses({ size: 'sm' })}
          aria-label={t('assessments.downloadLabel', { skill: badge.name })}
        >
          <FileBadge className="size-4" aria-hidden="true" />
          {t('assessments.download')}
        </a>
        <Link to="/credentials/verify" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
          <ShieldCheck className="size-4" aria-hidden="true" />
          {t('assessments.verify')}
        </Link>
        {!inMyProfile && !add.isSuccess && (
          <Button
            variant="secondary"
            size="sm"
            busy={add.isPending}
            aria-label={t('assessments.addToProfileLabel', { skill: badge.name })}
            onClick={() => add.mutate({ name: badge.name, category })}
          >
            <UserPlus className="size-4" aria-hidden="true" />
            {t('assessments.addToProfile')}
          </Button>
        )}
      </div>
      <div aria-live="polite" className="text-sm">
        {add.isSuccess && (
          <p className="inline-flex items-center gap-1.5 font-medium text-success">
            <Check className="size-4" aria-hidden="true" />
            {t('assessments.added', { skill: badge.name })}
          </p>
        )}
        {add.isError && <p className="text-danger">{t('assessments.addError')}</p>}
      </div>
    </div>
  );
}
