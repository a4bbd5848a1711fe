import type { CourseDetail } from '@skilllink/contracts/courses';
import { Lock } from 'lucide-react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Link } from '../../../components/ui/link';
import { useToast } from '../../../components/ui/toast';
import { useTranslation } from '../../../lib/use-translation';
import { useEnroll } from '../api/enroll';
import { useEnrollErrorMessage } from '../hooks/use-enroll-message';
import { CourseShare } from './course-share';
import { CourseStats } from './course-stats';
import '../i18n';

/** Not enrolled: what the course is, "Enrollment Required", Browse Courses and Enroll. */
export function EnrollmentRequired({ course }: { course: CourseDetail }) {
  const { t } = useTranslation('courses');
  const toast = useToast();
  const enroll = useEnroll();
  const enrollError = useEnrollErrorMessage();
  const onEnroll = () =>
    enroll.mutate(course.id, {
      onSuccess: () => toast(t('enroll.success', { title: course.title }), 'success'),
      onError: (error) => toast(enrollError(error), 'error'),
    });

  return (
    <div className="flex min-w-0 flex-col gap-6">
      <div className="flex flex-col gap-2">
        <h1 className="text-2xl font-bold tracking-tight wrap-anywhere text-fg sm:text-3xl">{course.title}</h1>
        <p className="wrap-anywhere text-muted">{course.description}</p>
        <CourseStats course={course} />
        <div className="self-start">
          <CourseShare course={course} />
        </div>
      </div>
      <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-border-strong bg-surface px-6 py-12 text-center">
        <Lock className="size-8 text-primary" aria-hidden="true" />
        <h2 className="text-lg font-semibold text-fg">{t('detail.enrollmentRequired')}</h2>
        <p className="max-w-md text-sm text-muted">{t('detail.enrollmentRequiredBody')}</p>
        <div className="flex flex-wrap justify-center gap-2">
          <Link to="/app/courses" className={buttonClasses({ variant: 'secondary' })}>
            {t('detail.browse')}
          </Link>
          <Button onClick={onEnroll} busy={enroll.isPending}>
            {enroll.isPending ? t('card.enrolling') : t('card.enroll')}
          </Button>
        </div>
      </div>
    </div>
  );
}
