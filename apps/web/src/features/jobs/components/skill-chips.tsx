import { CARD_SKILLS_SHOWN } from '@skilllink/contracts/job-constants';
import { useTranslation } from '../../../lib/use-translation';
import '../i18n';

const chip = 'inline-flex items-center rounded-full bg-surface-2 px-2.5 py-0.5 text-xs font-medium text-fg';

/** A listing's skills; cards show the first 4 then "+N more" (spec §2), the detail all of them. */
export function SkillChips({ skills, all = false }: { skills: string[]; all?: boolean }) {
  const { t } = useTranslation('jobs');
  if (skills.length === 0) return null;
  const shown = all ? skills : skills.slice(0, CARD_SKILLS_SHOWN);
  const hidden = skills.length - shown.length;
  return (
    <ul className="flex flex-wrap gap-1.5">
      {shown.map((skill) => (
        <li key={skill} className={chip}>
          {skill}
        </li>
      ))}
      {hidden > 0 && (
        <li className={`${chip} text-muted`}>
          <span aria-hidden="true">{t('card.moreSkills', { count: hidden })}</span>
          <span className="sr-only">{t('card.moreSkillsLabel', { count: hidden })}</span>
        </li>
      )}
    </ul>
  );
}
