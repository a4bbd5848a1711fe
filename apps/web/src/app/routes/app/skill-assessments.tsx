import { AssessmentsPage } from '../../../features/skills/components/assessments/assessments-page';
import '../../../features/skills/i18n';
import { usePageTitle } from '../../page-title';
import { useTranslation } from '../../../lib/use-translation';

/** /app/skills/assessments: every skill's timed test and the member's badges. */
export default function SkillAssessmentsPage() {
  const { t } = useTranslation('skills');
  usePageTitle(t('assessments.pageTitle'));
  return <AssessmentsPage />;
}
