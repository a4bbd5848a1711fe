import type { CourseDetail, Enrollment, LessonCompletion } from '@skilllink/contracts/courses';
import { useEffect, useRef, useState } from 'react';
import { useToast } from '../../../components/ui/toast';
import { useTranslation } from '../../../lib/use-translation';
import { useSavePosition } from '../api/save-position';
import { AUTO_ADVANCE_MS } from '../constants';
import { CertificateDialog } from './certificate-dialog';
import { CourseHeader } from './course-header';
import { Curriculum } from './curriculum';
import { LessonView } from './lesson-view';
import { CompletedCard, ProgressCard } from './progress-card';
import { ReviewsSection } from './reviews/reviews-section';
import '../i18n';

/** The lesson to open: the last one accessed, else the first not completed, else the first. */
function startingLesson(course: CourseDetail, enrollment: Enrollment): string | null {
  const last = course.lessons.find((l) => l.id === enrollment.lastLessonId);
  return (last ?? course.lessons.find((l) => !l.completed) ?? course.lessons[0])?.id ?? null;
}

/** The enrolled member's course: header, the open lesson, progress, curriculum and reviews. */
export function EnrolledCourse({ course, enrollment }: { course: CourseDetail; enrollment: Enrollment }) {
  const { t } = useTranslation('courses');
  const toast = useToast();
  const savePosition = useSavePosition(course.id);
  const [currentId, setCurrentId] = useState(() => startingLesson(course, enrollment));
  const [certificate, setCertificate] = useState<{ open: boolean; code: string | null }>({ open: false, code: null });
  const advance = useRef<number | undefined>(undefined);
  // Said while the next lesson is about to open, so the pause after a completion is explained.
  const [advancing, setAdvancing] = useState(false);
  useEffect(() => () => window.clearTimeout(advance.current), []);

  const index = course.lessons.findIndex((l) => l.id === currentId);
  const lesson = course.lessons[index];
  const done = course.lessons.filter((l) => l.completed).length;
  const total = course.lessons.length;

  const open = (lessonId: string) => {
    window.clearTimeout(advance.current);
    setAdvancing(false);
    setCurrentId(lessonId);
    // Opening a video records it as the last accessed lesson (Continue comes back here).
    const target = course.lessons.find((l) => l.id === lessonId);
    if (target?.type === 'video') savePosition(lessonId, target.positionSeconds);
  };

  const onCompleted = (completion: LessonCompletion | null) => {
    if (completion?.courseCompleted) {
      toast(t('completion.courseCompleted'), 'success');
      setCertificate({ open: true, code: completion.certificateCode });
      return;
    }
    const next = course.lessons[index + 1];
    if (!next) return;
    window.clearTimeout(advance.current);
    setAdvancing(true);
    advance.current = window.setTimeout(() => open(next.id), AUTO_ADVANCE_MS);
  };

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <CourseHeader course={course} progress={enrollment.progress} />
      <div className="grid min-w-0 items-start gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0">
          {lesson && <LessonView courseId={course.id} lesson={lesson} number={index + 1} total={total} onCompleted={onCompleted} />}
          <p role="status" className="mt-3 text-sm text-muted empty:hidden">
            {advancing ? t('lesson.nextSoon') : ''}
          </p>
        </div>
        {/* Beside the lesson on wide screens; on phones after it, before the reviews. */}
        <aside aria-label={t('detail.aside')} className="flex min-w-0 flex-col gap-4 lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <ProgressCard done={done} total={total} percent={enrollment.progress} />
          {enrollment.progress >= 100 && <CompletedCard title={course.title} />}
          <Curriculum courseId={course.id} lessons={course.lessons} currentId={currentId} onOpen={open} />
        </aside>
        <div className="min-w-0 lg:col-start-1">
          <ReviewsSection course={course} />
        </div>
      </div>
      <CertificateDialog
        open={certificate.open}
        onOpenChange={(isOpen) => setCertificate((c) => ({ ...c, open: isOpen }))}
        courseTitle={course.title}
        code={certificate.code ?? course.certificateCode}
      />
    </div>
  );
}
