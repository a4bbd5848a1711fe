import type { Lesson } from '@skilllink/contracts/courses';
import { Check, CircleHelp, PlayCircle } from 'lucide-react';
import { cn } from '../../../components/ui/cn';
import { useTranslation } from '../../../lib/use-translation';
import { formatClock } from '../../../lib/format-clock';
import { LessonOfflineMark } from './offline/lesson-offline-mark';
import { SaveCourse } from './offline/save-course';
import '../i18n';

interface CurriculumProps {
  /** Set for an enrolled member: lessons can be saved for offline. */
  courseId?: string;
  lessons: Lesson[];
  currentId: string | null;
  onOpen: (lessonId: string) => void;
}

/** The lessons in order: a check mark when completed, else the number; type and length; a click opens one. */
export function Curriculum({ courseId, lessons, currentId, onOpen }: CurriculumProps) {
  const { t } = useTranslation('courses');
  return (
    <section aria-labelledby="curriculum" className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4">
      <h2 id="curriculum" className="text-lg font-semibold text-fg">
        {t('curriculum.title')}
      </h2>
      {courseId && <SaveCourse courseId={courseId} lessons={lessons} />}
      <ol className="flex flex-col gap-1">
        {lessons.map((lesson, i) => {
          const current = lesson.id === currentId;
          const type = t(`curriculum.${lesson.type}`);
          const duration = formatClock(lesson.durationSeconds);
          const Icon = lesson.type === 'video' ? PlayCircle : CircleHelp;
          return (
            <li key={lesson.id} className="flex items-center gap-1">
              <button
                type="button"
                onClick={() => onOpen(lesson.id)}
                aria-current={current ? 'step' : undefined}
                aria-label={t(lesson.completed ? 'curriculum.lessonLabelDone' : 'curriculum.lessonLabel', {
                  number: i + 1,
                  title: lesson.title,
                  type,
                  duration,
                })}
                className={cn(
                  'flex min-h-11 w-full items-center gap-3 rounded-lg px-2 py-2 text-left hover:bg-surface-2',
                  current && 'bg-primary-soft hover:bg-primary-soft',
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'inline-flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold tabular-nums',
                    lesson.completed ? 'bg-success text-surface' : 'border border-border-strong text-fg',
                  )}
                >
                  {lesson.completed ? <Check className="size-4" /> : i + 1}
                </span>
                <span className="flex min-w-0 flex-1 flex-col" aria-hidden="true">
                  <span className={cn('text-sm wrap-anywhere text-fg', current && 'font-semibold')}>{lesson.title}</span>
                  <span className="inline-flex items-center gap-1 text-xs text-muted">
                    <Icon className="size-3.5" />
                    {type} · {duration}
                  </span>
                </span>
              </button>
              {courseId && <LessonOfflineMark courseId={courseId} lesson={lesson} number={i + 1} />}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
