import { ClipboardCheck } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { Link } from '../../../components/ui/link';
import { useTranslation } from '../../../lib/use-translation';
import { useAssessments } from '../api/get-assessments';
import '../i18n';

/**
 * Learn More's way to a skill's assessment, when the skill has one: "Take the … assessment", or
 * its verified score once passed. Nothing while the list loads or when it cannot.
 */
export function AssessmentLink({ slug, name, className }: { slug: string; name: string; className?: string }) {
  const { t } = useTranslation('skills');
  const item = useAssessments().data?.items.find((i) => i.skill === slug);
  if (!item) return null;
  return (
    <Link to={`/app/skills/assessments/${slug}`} className={`${buttonClasses({ variant: 'secondary', size: 'sm' })} ${className ?? ''}`}>
      <ClipboardCheck className="size-4" aria-hidden="true" />
      {item.badge ? t('assessments.verified', { score: item.badge.score }) : t('detail.takeAssessment', { skill: name })}
    </Link>
  );
}
