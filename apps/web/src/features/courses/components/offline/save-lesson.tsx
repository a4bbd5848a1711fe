import type { Lesson } from '@skilllink/contracts/courses';
import { CircleCheck, Download } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../../components/ui/button';
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

/**
 * "Save for offline" for the open video lesson: its size before anything downloads
 * ("Video · 4.2 MB"), the share done while saving, then "Saved for offline" with Remove.
 */
export function SaveLesson({ courseId, lesson }: { courseId: string; lesson: Lesson }) {
  const { t } = useTranslation('courses');
  const toast = useToast();
  const saver = useDataSaver();
  const online = useOnline();
  const hintId = useId();
  const saving = useSaving().get(lesson.id);
  const saved = useSavedLessons().find((s) => s.lessonId === lesson.id);
  const plan = offlinePlan(lesson, saver.on);
  if (!plan) return null;

  if (saved) {
    return (
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <span className="inline-flex items-center gap-1 font-medium text-success">
          <CircleCheck className="size-4" aria-hidden="true" />
          {t('offline.saved')} · {formatBytes(t, saved.bytes)}
        </span>
        <Button
          variant="ghost"
          size="sm"
          onClick={() => void removeFromOffline([lesson.id])}
          aria-label={t('offline.removeLabel', { title: lesson.title })}
        >
          {t('offline.remove')}
        </Button>
      </div>
    );
  }
  if (saving !== undefined) {
    return (
      <p role="status" className="text-sm text-muted">
        {t('offline.saving', { percent: numberFormat({ style: 'percent', maximumFractionDigits: 0 }).format(saving) })}
      </p>
    );
  }
  const save = () =>
    saveForOffline(courseId, lesson.id, plan).then(
      () => toast(t('offline.savedToast', { title: lesson.title }), 'success'),
      () => toast(t('offline.saveFailed'), 'error'),
    );
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button variant="secondary" size="sm" onClick={() => void save()} disabled={!online} aria-describedby={online ? undefined : hintId}>
        <Download className="size-4" aria-hidden="true" />
        {t('offline.save')}
        <span className="font-normal text-muted">{t('lesson.videoSize', { size: formatBytes(t, plan.bytes) })}</span>
      </Button>
      {!online && (
        <span id={hintId} className="text-sm text-muted">
          {t('offline.needsConnection')}
        </span>
      )}
    </div>
  );
}
