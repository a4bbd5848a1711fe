import type { LessonCompletion } from '@skilllink/contracts/courses';
import { useQueryClient } from '@tanstack/react-query';
import { Hourglass } from 'lucide-react';
import { EmptyState } from '../../../../components/ui/empty-state';
import { QueryState } from '../../../../components/ui/query-state';
import { useToast } from '../../../../components/ui/toast';
import { ApiError } from '../../../../lib/api';
import { useTranslation } from '../../../../lib/use-translation';
import { coursesKeys } from '../../api/keys';
import { QUIZ_ATTEMPTS_USED } from '../../constants';
import { useQuizAttempt } from '../../api/start-quiz';
import { QuizRunner } from './quiz-runner';
import { useRetryText } from './use-retry-text';
import '../../i18n';

interface QuizLessonProps {
  courseId: string;
  lessonId: string;
  onPassed: (completion: LessonCompletion | null) => void;
}

/** A quiz lesson: starts (or resumes) the attempt on the server, then runs it; Retake starts another. */
export function QuizLesson({ courseId, lessonId, onPassed }: QuizLessonProps) {
  const { t } = useTranslation('courses');
  const toast = useToast();
  const queryClient = useQueryClient();
  const attempt = useQuizAttempt(courseId, lessonId);

  const retake = () => {
    toast(t('quiz.retaking'), 'info');
    // Dropping the finished attempt shows the loading state, then the new attempt with fresh answers and timer.
    queryClient.resetQueries({ queryKey: coursesKeys.quiz(courseId, lessonId) });
  };

  // The server refused a 4th attempt in 24 hours: say when the next one opens, in the reader's language.
  const retryText = useRetryText(
    attempt.error instanceof ApiError && attempt.error.code === QUIZ_ATTEMPTS_USED ? attempt.error.fields.nextAttemptAt : null,
  );
  if (retryText) {
    return <EmptyState icon={<Hourglass className="size-8" aria-hidden="true" />} title={t('quiz.usedTitle')} body={retryText} />;
  }
  return (
    <QueryState query={attempt} errorTitle={t('quiz.errorTitle')}>
      {(started) => (
        <div className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-4 sm:p-6">
          <h3 className="text-lg font-semibold text-fg">{started.title}</h3>
          <QuizRunner key={started.id} courseId={courseId} lessonId={lessonId} attempt={started} onPassed={onPassed} onRetake={retake} />
        </div>
      )}
    </QueryState>
  );
}
