import type { Lesson } from '@skilllink/contracts/courses';
import { CircleCheck, Download } from 'lucide-react';
import { useToast } from '../../../../components/ui/toast';
import { numberFormat } from '../../../../lib/intl';
import { useDataSaver } from '../../../../lib/use-data-saver';
import { useOnline } from '../../../../lib/use-online';
import { useTranslation } from '../../../../lib/use-translation';
import { formatBytes } from '../../format';
import { offlinePlan } from '../../offline/lesson-files';
import { removeFromOffline, saveForOffline, useSaving } from '../../offline/saving';
import { useSavedLessons } from '../../offline/use-saved-lessons';
import '../../i18n';

const box = 'inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-muted hover:bg-surface-2 disabled:opacity-60';

/** A curriculum row's offline control: save (its size in the label), the share while saving, saved (a press removes it). */
export function LessonOfflineMark({ courseId, lesson, number }: { courseId: string; lesson: Lesson; number: number }) {
  const { t } = useTranslation('courses');
  const toast = useToast();
  const saver = useDataSaver();
  const online = useOnline();
  const saving = useSaving().get(lesson.id);
  const saved = useSavedLessons().some((s) => s.lessonId === lesson.id);
  const plan = offlinePlan(lesson, saver.on);
  if (!plan) return null;
  if (saving !== undefined) {
    const percent = numberFormat({ style: 'percent', maximumFractionDigits: 0 }).format(saving);
    return (
      <span role="status" className="inline-flex h-11 shrink-0 items-center px-1 text-xs text-muted tabular-nums">
        <span className="sr-only">{t('offline.rowSaving', { number })}</span>
        {percent}
      </span>
    );
  }
  if (saved) {
    return (
      <button
        type="button"
        className={box}
        onClick={() => void removeFromOffline([lesson.id])}
        aria-label={t('offline.rowSaved', { number })}
      >
        <CircleCheck className="size-5 text-success" aria-hidden="true" />
      </button>
    );
  }
  return (
    <button
      type="button"
      className={box}
      disabled={!online}
      onClick={() => void saveForOffline(courseId, lesson.id, plan).catch(() => toast(t('offline.saveFailed'), 'error'))}
      aria-label={t('offline.rowSave', { number, size: formatBytes(t, plan.bytes) })}
      title={online ? t('offline.rowSave', { number, size: formatBytes(t, plan.bytes) }) : t('offline.needsConnection')}
    >
      <Download className="size-5" aria-hidden="true" />
    </button>
  );
}
