import type { Lesson, LessonCompletion } from '@skilllink/contracts/courses';
import { CircleCheck } from 'lucide-react';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api';
import { currentLanguage } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/use-translation';
import { useHeartbeat } from '../api/heartbeat';
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

const percentFormat = () => new Intl.NumberFormat(currentLanguage(), { style: 'percent', maximumFractionDigits: 0 });

/** The open lesson: the video player or the quiz, with its title, size and state. */
export function LessonView({ courseId, lesson, number, total, onCompleted }: LessonViewProps) {
  const { t } = useTranslation('courses');
  const toast = useToast();
  const heartbeat = useHeartbeat(courseId);

  // The server decides when the video is watched (ADR 032). A lost heartbeat in the middle is
  // made up by the next one, so only the last one's answer is worth a message: once, after the
  // end, how much counted (the player sends it again a little later, see END_RETRY_MS).
  const onBeat = (positionSeconds: number, end: number | null): Promise<boolean> =>
    heartbeat(lesson.id, positionSeconds).then(
      (progress) => {
        if (progress.completion) onCompleted(progress.completion);
        else if (end === 0 && !progress.completed) {
          const share = Math.min(1, progress.watchedSeconds / Math.max(1, lesson.durationSeconds));
          toast(t('completion.keepWatching', { percent: percentFormat().format(Math.floor(share * 100) / 100) }), 'info');
        }
        return progress.completed;
      },
      (error: unknown) => {
        if (end === 0) {
          const shown =
            error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401 && error.status !== 429;
          toast(shown ? error.message : t('completion.error'), 'error');
        }
        return true;
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
          onBeat={onBeat}
        />
      ) : (
        lesson.type === 'quiz' && <QuizLesson key={lesson.id} courseId={courseId} lessonId={lesson.id} onPassed={onCompleted} />
      )}
    </section>
  );
}
