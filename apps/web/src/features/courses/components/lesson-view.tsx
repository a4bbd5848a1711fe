import type { Lesson, LessonCompletion } from '@skilllink/contracts/courses';
import { CircleCheck } from 'lucide-react';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api';
import { useTranslation } from '../../../lib/use-translation';
import { useCompleteLesson } from '../api/complete-lesson';
import { useSavePosition } from '../api/save-position';
import { formatBytes, formatClock } from '../format';
import { QuizLesson } from './quiz/quiz-lesson';
import { VideoPlayer } from './video/video-player';
import '../i18n';

interface LessonViewProps {
  courseId: string;
  lesson: Lesson;
  number: number;
  total: number;
  onCompleted: (completion: LessonCompletion | null) => void;
}

/** The open lesson: the video player or the quiz, with its title, size and state. */
export function LessonView({ courseId, lesson, number, total, onCompleted }: LessonViewProps) {
  const { t } = useTranslation('courses');
  const toast = useToast();
  const complete = useCompleteLesson();
  const savePosition = useSavePosition(courseId);

  const onWatched = (watchedSeconds: number) =>
    complete.mutate(
      { courseId, lessonId: lesson.id, watchedSeconds },
      {
        onSuccess: onCompleted,
        onError: (error) =>
          toast(
            error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401
              ? error.message
              : t('completion.error'),
            'error',
          ),
      },
    );

  return (
    <section aria-labelledby="lesson-title" className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-col gap-1">
        <p className="text-sm text-muted">{t('lesson.meta', { number, total })}</p>
        <h2 id="lesson-title" className="text-xl font-semibold wrap-anywhere text-fg">
          {lesson.title}
        </h2>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
          {lesson.type === 'video' && lesson.videoBytes !== null && (
            <span>{t('lesson.videoSize', { size: formatBytes(t, lesson.videoBytes) })}</span>
          )}
          {lesson.type === 'quiz' && <span>{t('curriculum.quiz')}</span>}
          <span className="tabular-nums">{formatClock(lesson.durationSeconds)}</span>
          {lesson.completed && (
            <span className="inline-flex items-center gap-1 font-medium text-success">
              <CircleCheck className="size-4" aria-hidden="true" />
              {t('lesson.completed')}
            </span>
          )}
        </p>
      </div>
      {lesson.type === 'video' && lesson.videoUrl ? (
        <VideoPlayer
          key={lesson.id}
          title={lesson.title}
          src={lesson.videoUrl}
          poster={lesson.posterUrl}
          captionsUrl={lesson.captionsUrl}
          startAt={lesson.positionSeconds}
          completed={lesson.completed}
          durationSeconds={lesson.durationSeconds}
          onSavePosition={(seconds) => savePosition(lesson.id, seconds)}
          onWatched={onWatched}
        />
      ) : (
        lesson.type === 'quiz' && <QuizLesson key={lesson.id} courseId={courseId} lessonId={lesson.id} onPassed={onCompleted} />
      )}
    </section>
  );
}
