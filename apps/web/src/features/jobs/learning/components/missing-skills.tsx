import type { SkillCourse } from '@skilllink/contracts/course-skills';
import { useQuery } from '@tanstack/react-query';
import { BookOpen, Check, ClipboardCheck, GraduationCap, Plus } from 'lucide-react';
import { Button } from '../../../../components/ui/button';
import { Link } from '../../../../components/ui/link';
import { useToast } from '../../../../components/ui/toast';
import { skillAssessmentsQuery } from '../../../../lib/skill-assessments-query';
import { useErrorMessage } from '../../../../lib/use-error-message';
import { useTranslation } from '../../../../lib/use-translation';
import { useAddToLearningPlan, useSkillCourses } from '../api/learning-plan';
import '../i18n';

const coursePath = (courseId: string) => `/app/courses/${encodeURIComponent(courseId)}`;

/** One course: its title and size, then Add (or In your learning plan) below, as the match column is narrow at every width. */
function CourseRow({ course }: { course: SkillCourse }) {
  const { t } = useTranslation('jobLearning');
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const add = useAddToLearningPlan();
  const plan = () =>
    add.mutate(course.id, {
      onSuccess: () => toast(t('added', { title: course.title }), 'success'),
      onError: (error) => toast(errorMessage(error), 'error'),
    });
  return (
    <li className="flex flex-col items-start gap-1 py-2">
      <div className="flex min-w-0 flex-col">
        <Link
          to={coursePath(course.id)}
          className="inline-flex items-center gap-1.5 text-sm font-medium wrap-anywhere text-fg hover:underline"
        >
          <BookOpen className="size-4 shrink-0 text-muted" aria-hidden="true" />
          {course.title}
        </Link>
        <span className="text-xs text-muted">
          {t(`levels.${course.level}`)} · {t('lessons', { count: course.lessonCount })}
        </span>
      </div>
      {course.inLearningPlan ? (
        <Link
          to={coursePath(course.id)}
          aria-label={t('inPlanLabel', { title: course.title })}
          className="inline-flex min-h-11 shrink-0 items-center gap-1.5 text-sm font-medium text-success hover:underline"
        >
          <Check className="size-4" aria-hidden="true" />
          {t('inPlan')}
        </Link>
      ) : (
        <Button
          type="button"
          variant="secondary"
          size="sm"
          className="shrink-0"
          aria-label={t('addLabel', { title: course.title })}
          busy={add.isPending}
          onClick={plan}
        >
          {!add.isPending && <Plus className="size-4" aria-hidden="true" />}
          {add.isPending ? t('adding') : t('add')}
        </Button>
      )}
    </li>
  );
}

/**
 * The listing's skills the reader lacks, each with the catalogue's courses that teach it and
 * "Add to my learning plan" (issue 22 item 8); a skill no course teaches leads to the catalogue.
 */
export function MissingSkills({ skills }: { skills: readonly string[] }) {
  const { t } = useTranslation('jobLearning');
  const courses = useSkillCourses(skills);
  const bySkill = new Map(courses.data?.items.map((item) => [item.skill, item.courses]));
  // A skill with an assessment (not passed) can be proved instead of learned (issue 29 §6).
  const assessments = useQuery({
    ...skillAssessmentsQuery(),
    select: (data) => new Map(data.items.filter((i) => !i.badge).map((i) => [i.name.toLowerCase(), i.skill])),
  });
  return (
    <ul className="flex flex-col divide-y divide-border">
      {skills.map((skill) => {
        const found = bySkill.get(skill);
        return (
          <li key={skill} className="flex flex-col gap-1 py-2">
            <span className="inline-flex items-center gap-1.5 text-sm font-semibold wrap-anywhere text-fg">
              <GraduationCap className="size-4 shrink-0 text-muted" aria-hidden="true" />
              {skill}
            </span>
            {assessments.data?.has(skill.toLowerCase()) && (
              <Link
                to={`/app/skills/assessments/${assessments.data.get(skill.toLowerCase())}`}
                className="inline-flex min-h-11 items-center gap-1.5 self-start pl-6 text-sm font-medium text-primary hover:underline"
              >
                <ClipboardCheck className="size-4 shrink-0" aria-hidden="true" />
                {t('prove', { skill })}
              </Link>
            )}
            {courses.isPending ? (
              <p
                className="h-11 animate-pulse rounded-lg bg-surface-2 motion-reduce:animate-none"
                role="status"
                aria-label={t('loading')}
              />
            ) : found && found.length > 0 ? (
              <ul aria-label={t('coursesFor', { skill })} className="flex flex-col divide-y divide-border pl-6">
                {found.map((course) => (
                  <CourseRow key={course.id} course={course} />
                ))}
              </ul>
            ) : (
              <p className="flex flex-wrap items-center gap-x-2 pl-6 text-sm text-muted">
                {courses.isError ? t('error') : t('noCourse')}
                <Link to="/app/courses" className="inline-flex min-h-11 items-center font-medium text-primary hover:underline">
                  {t('browse')}
                </Link>
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}
