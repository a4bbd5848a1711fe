import type { Lesson, LessonCompletion } from '@skilllink/contracts/courses';
import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api';
import { currentLanguage } from '../../../lib/i18n';
import { useDataSaver } from '../../../lib/use-data-saver';
import { useOnline } from '../../../lib/use-online';
import { useTranslation } from '../../../lib/use-translation';
import { useHeartbeat } from '../api/heartbeat';
import { useOfflineWatchResults } from '../api/offline-watch';
import { offlinePlan } from '../offline/lesson-files';
import { useOfflineRecorder } from '../offline/use-offline-recorder';
import { useSavedLessons } from '../offline/use-saved-lessons';
import { NotSavedOffline } from './offline/not-saved-offline';
import { SaveLesson } from './offline/save-lesson';
import { formatClock } from '../../../lib/format-clock';
import { formatBytes } from '../format';
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
  // The size a download for offline takes (the rendition data saver picks, captions, poster): the
  // same figure as "Save for offline · Video · …" below it.
  const videoBytes = offlinePlan(lesson, useDataSaver().on)?.bytes ?? lesson.videoBytes;
  const toast = useToast();
  const heartbeat = useHeartbeat(courseId);
  const online = useOnline();
  const saved = useSavedLessons().find((s) => s.lessonId === lesson.id);
  const recorder = useOfflineRecorder(courseId, lesson.id, lesson.durationSeconds);
  // A lesson already playing when the connection goes keeps its player (what is loaded plays on).
  const [playing, setPlaying] = useState<string | null>(null);
  useOfflineWatchResults(courseId);

  // The server decides when the video is watched (ADR 032). A lost heartbeat in the middle is
  // made up by the next one, so only the last one's answer is worth a message: once, after the
  // end, how much counted (the player sends it again a little later, see END_RETRY_MS).
  const onBeat = (positionSeconds: number, end: number | null, played: Array<[number, number]>): Promise<boolean> => {
    recorder.begin();
    if (playing !== lesson.id) setPlaying(lesson.id);
    return heartbeat(lesson.id, positionSeconds).then(
      (progress) => {
        if (progress.completion) onCompleted(progress.completion);
        else if (end === 0 && !progress.completed) {
          const share = Math.min(1, progress.watchedSeconds / Math.max(1, lesson.durationSeconds));
          toast(t('completion.keepWatching', { percent: percentFormat().format(Math.floor(share * 100) / 100) }), 'info');
        }
        return progress.completed;
      },
      (error: unknown) => {
        // The server did not answer: what was played waits in the write queue (ADR 073).
        if (error instanceof ApiError && error.status === 0) {
          recorder.record(played);
          if (end === 0) toast(t('offline.watchedOffline'), 'info');
          return true;
        }
        if (end === 0) {
          const shown =
            error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 401 && error.status !== 429;
          toast(shown ? error.message : t('completion.error'), 'error');
        }
        return true;
      },
    );
  };

  return (
    <section aria-labelledby="lesson-title" className="flex min-w-0 flex-col gap-3">
      <div className="flex flex-col gap-1">
        <p className="text-sm text-muted">{t('lesson.meta', { number, total })}</p>
        <h2 id="lesson-title" className="text-xl font-semibold wrap-anywhere text-fg">
          {lesson.title}
        </h2>
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
          {lesson.type === 'video' && videoBytes !== null && <span>{t('lesson.videoSize', { size: formatBytes(t, videoBytes) })}</span>}
          {lesson.type === 'quiz' && <span>{t('curriculum.quiz')}</span>}
          <span className="tabular-nums">{formatClock(lesson.durationSeconds)}</span>
          {lesson.completed && (
            <span className="inline-flex items-center gap-1 font-medium text-success">
              <CircleCheck className="size-4" aria-hidden="true" />
              {t('lesson.completed')}
            </span>
          )}
        </p>
        <SaveLesson courseId={courseId} lesson={lesson} />
      </div>
      {lesson.type === 'video' && lesson.videoUrl && !online && !saved && playing !== lesson.id ? (
        <NotSavedOffline />
      ) : lesson.type === 'video' && lesson.videoUrl ? (
        <VideoPlayer
          key={lesson.id}
          title={lesson.title}
          // A saved lesson plays the rendition kept on the device (the worker answers it, ADR 073).
          src={saved?.videoUrl ?? lesson.videoUrl}
          renditions={saved ? [] : lesson.renditions}
          durationSeconds={lesson.durationSeconds}
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
