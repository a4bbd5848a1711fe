import { useParams } from 'react-router';
import { AssessmentTestPage } from '../../../features/skills/components/assessments/assessment-test-page';

/** /app/skills/assessments/:slug: one skill's test (the page sets its title from the skill's name). */
export default function SkillAssessmentPage() {
  const { slug = '' } = useParams();
  return <AssessmentTestPage slug={slug} />;
}
