import type { Lesson } from '@skilllink/contracts/courses';
import { CircleCheck, Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { useToast } from '../../../../components/ui/toast';
import { useDataSaver } from '../../../../lib/use-data-saver';
import { useOnline } from '../../../../lib/use-online';
import { useTranslation } from '../../../../lib/use-translation';
import { formatBytes } from '../../format';
import { offlinePlan } from '../../offline/lesson-files';
import { removeFromOffline, saveForOffline } from '../../offline/saving';
import { useSavedLessons } from '../../offline/use-saved-lessons';
import '../../i18n';

/** "Save course for offline · 12.6 MB" (its video lessons not saved yet), one after the other; "Remove all" once saved. */
export function SaveCourse({ courseId, lessons }: { courseId: string; lessons: Lesson[] }) {
  const { t } = useTranslation('courses');
  const toast = useToast();
  const saver = useDataSaver();
  const online = useOnline();
  const saved = useSavedLessons();
  const [busy, setBusy] = useState(false);
  const videos = lessons.flatMap((lesson) => {
    const plan = offlinePlan(lesson, saver.on);
    return plan ? [{ lesson, plan, saved: saved.some((s) => s.lessonId === lesson.id) }] : [];
  });
  if (videos.length === 0) return null;
  const missing = videos.filter((v) => !v.saved);
  const savedIds = videos.filter((v) => v.saved).map((v) => v.lesson.id);

  const saveAll = async () => {
    setBusy(true);
    try {
      for (const { lesson, plan } of missing) await saveForOffline(courseId, lesson.id, plan);
      toast(t('offline.courseSavedToast'), 'success');
    } catch {
      toast(t('offline.saveFailed'), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      {missing.length === 0 ? (
        <span className="inline-flex items-center gap-1 font-medium text-success">
          <CircleCheck className="size-4" aria-hidden="true" />
          {t('offline.courseSaved')}
        </span>
      ) : (
        <Button
          variant="secondary"
          size="sm"
          busy={busy}
          disabled={!online}
          title={online ? undefined : t('offline.needsConnection')}
          onClick={() => void saveAll()}
        >
          {!busy && <Download className="size-4" aria-hidden="true" />}
          {t(savedIds.length ? 'offline.saveRest' : 'offline.saveCourse', {
            size: formatBytes(
              t,
              missing.reduce((sum, v) => sum + v.plan.bytes, 0),
            ),
          })}
        </Button>
      )}
      {savedIds.length > 0 && !busy && (
        <Button variant="ghost" size="sm" onClick={() => void removeFromOffline(savedIds)}>
          {t('offline.removeAll')}
        </Button>
      )}
    </div>
  );
}
