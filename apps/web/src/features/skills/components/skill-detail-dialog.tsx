import type { CatalogSkill } from '@skilllink/contracts/skills';
import { BookOpen } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { LevelBadge } from '../../../components/ui/level-badge';
import { Link } from '../../../components/ui/link';
import { PageLoading } from '../../../components/ui/page-loading';
import { QueryState, withData } from '../../../components/ui/query-state';
import { useTranslation } from '../../../lib/use-translation';
import { useSkill } from '../api/get-skill';
import { fullNumber } from '../format';
import { AddSkillButton } from './add-skill-button';
import { AssessmentLink } from './assessment-link';
import { useCategoryName } from './category-name';
import { SkillFacts } from './skill-card';
import '../i18n';

interface DetailProps {
  /** The open skill, or null when the dialog is closed. */
  slug: string | null;
  /** What the list already knows about it, shown while the detail loads. */
  known: CatalogSkill | undefined;
  onOpen: (slug: string) => void;
  onClose: () => void;
}

const STEPS = [
  ['fundamentals', 'fundamentalsBody'],
  ['practice', 'practiceBody'],
  ['advanced', 'advancedBody'],
] as const;

function Heading({ children }: { children: string }) {
  return <h3 className="mb-2 text-sm font-semibold tracking-wide text-muted uppercase">{children}</h3>;
}

/** Learn More: overview, stats, prerequisites, related skills and a three-step learning path. */
export function SkillDetailDialog({ slug, known, onOpen, onClose }: DetailProps) {
  const { t } = useTranslation('skills');
  const categoryName = useCategoryName();
  const detail = useSkill(slug);
  // What the list already knew shows at once; the detail adds to it when it comes.
  const current = detail.data ?? known;
  const title = current?.name ?? t('results.loading');

  return (
    <Dialog open={slug !== null} onOpenChange={(open) => !open && onClose()}>
      {slug !== null && (
        <DialogContent
          title={title}
          description={
            current ? `${categoryName(current.categorySlug, current.category)} · ${t(`difficulty.${current.difficulty}`)}` : undefined
          }
        >
          <QueryState
            query={withData(detail, current)}
            loading={<PageLoading label={t('results.loading')} className="py-8" />}
            variant="inline"
            errorTitle={t('detail.loadError')}
          >
            {(skill) => (
              <div className="flex flex-col gap-5">
                <section>
                  <Heading>{t('detail.overview')}</Heading>
                  <div className="mb-2 flex flex-wrap gap-2">
                    <LevelBadge level={skill.difficulty} label={t(`difficulty.${skill.difficulty}`)} />
                    {skill.isPopular && <span className="text-xs font-semibold text-accent-text">{t('card.popular')}</span>}
                  </div>
                  <p className="text-fg">{skill.description}</p>
                </section>
                <section>
                  <Heading>{t('detail.stats')}</Heading>
                  <SkillFacts skill={skill} />
                  {detail.data && (
                    <p className="mt-2 text-sm text-muted">
                      {t('detail.addedThisWeek')}:{' '}
                      <span className="font-semibold text-fg tabular-nums">{fullNumber(detail.data.addedThisWeek)}</span>
                    </p>
                  )}
                  {detail.isError && <p className="mt-2 text-sm text-muted">{t('detail.loadError')}</p>}
                </section>
                <section>
                  <Heading>{t('detail.prerequisites')}</Heading>
                  {skill.prerequisites.length === 0 ? (
                    <p className="text-sm text-fg">{t('detail.noPrerequisites')}</p>
                  ) : (
                    <ul className="flex flex-wrap gap-2">
                      {skill.prerequisites.map((name) => (
                        <li key={name} className="rounded-full bg-surface-2 px-3 py-1 text-sm text-fg">
                          {name}
                        </li>
                      ))}
                    </ul>
                  )}
                </section>
                <section>
                  <Heading>{t('detail.related')}</Heading>
                  <ul className="flex flex-wrap gap-2">
                    {(detail.data?.related ?? skill.relatedSkills.map((name) => ({ name, slug: null }))).map(({ name, slug: related }) => (
                      <li key={name}>
                        {related ? (
                          <button
                            type="button"
                            onClick={() => onOpen(related)}
                            className="inline-flex min-h-11 items-center rounded-full border border-border px-4 text-sm text-fg hover:border-primary"
                          >
                            {name}
                          </button>
                        ) : (
                          <span className="inline-flex min-h-11 items-center rounded-full bg-surface-2 px-4 text-sm text-fg">{name}</span>
                        )}
                      </li>
                    ))}
                  </ul>
                </section>
                <section>
                  <Heading>{t('detail.learningPath')}</Heading>
                  <ol className="flex flex-col gap-3">
                    {STEPS.map(([step, body], i) => (
                      <li key={step} className="flex gap-3">
                        <span
                          className="flex size-8 shrink-0 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-fg"
                          aria-hidden="true"
                        >
                          {i + 1}
                        </span>
                        <div>
                          <p className="font-semibold text-fg">{t(`detail.${step}`)}</p>
                          <p className="text-sm text-muted">{t(`detail.${body}`, { skill: skill.name })}</p>
                        </div>
                      </li>
                    ))}
                  </ol>
                </section>
                <div className="flex flex-col gap-2 border-t border-border pt-4 sm:flex-row">
                  <AddSkillButton skill={skill} className="sm:flex-1" />
                  <AssessmentLink slug={skill.slug} name={skill.name} className="sm:flex-1" />
                  <Link
                    to={`/app/courses?q=${encodeURIComponent(skill.name)}`}
                    className={`${buttonClasses({ variant: 'secondary', size: 'sm' })} sm:flex-1`}
                  >
                    <BookOpen className="size-4" aria-hidden="true" />
                    {t('detail.findCourses', { skill: skill.name })}
                  </Link>
                </div>
              </div>
            )}
          </QueryState>
        </DialogContent>
      )}
    </Dialog>
  );
}
