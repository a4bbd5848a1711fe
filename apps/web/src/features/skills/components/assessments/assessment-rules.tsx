import {
  ASSESSMENT_ATTEMPTS_PER_WINDOW,
  ASSESSMENT_PASSING_SCORE,
  ASSESSMENT_QUESTIONS_PER_ATTEMPT,
  ASSESSMENT_TIME_LIMIT_SECONDS,
} from '@skilllink/contracts/skill-assessments';
import { useTranslation } from '../../../../lib/use-translation';
import '../../i18n';

/** The rules, said once: random draw, server timer, attempts, pass mark, answers never shown. */
export function AssessmentRules({ headingLevel = 2, titleId }: { headingLevel?: 2 | 3; titleId: string }) {
  const { t } = useTranslation('skills');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const rules = [
    t('assessments.rules.drawn', { questions: ASSESSMENT_QUESTIONS_PER_ATTEMPT }),
    t('assessments.rules.timer', { minutes: ASSESSMENT_TIME_LIMIT_SECONDS / 60 }),
    t('assessments.rules.complete'),
    t('assessments.rules.attempts', { attempts: ASSESSMENT_ATTEMPTS_PER_WINDOW }),
    t('assessments.rules.pass', { score: ASSESSMENT_PASSING_SCORE }),
    t('assessments.rules.secret'),
  ];
  return (
    <section aria-labelledby={titleId} className="rounded-xl border border-border bg-surface p-4">
      <Heading id={titleId} className="mb-2 text-lg font-semibold text-fg">
        {t('assessments.rules.title')}
      </Heading>
      <ul className="flex list-disc flex-col gap-1 pl-5 text-fg">
        {rules.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
    </section>
  );
}
