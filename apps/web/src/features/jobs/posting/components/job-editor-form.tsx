import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../../components/ui/alert';
import { Button, buttonClasses } from '../../../../components/ui/button';
import { Link } from '../../../../components/ui/link';
import { useToast } from '../../../../components/ui/toast';
import { useErrorMessage } from '../../../../lib/use-error-message';
import { usePageTitle } from '../../../../lib/use-page-title';
import { useTranslation } from '../../../../lib/use-translation';
import { useSaveJob } from '../api/save-job';
import { toJobInput, type JobDraft } from '../model/draft';
import { draftServerErrors } from '../model/server-errors';
import { useJobDraft } from '../model/use-job-draft';
import { hasDraftErrors, validateDraft } from '../model/validate';
import { BasicsFields } from './basics-fields';
import { DeadlineField } from './deadline-field';
import { DetailsFields } from './details-fields';
import { JobPreview } from './job-preview';
import { QuestionsField } from './questions-field';
import { SalaryFields } from './salary-fields';
import { SkillPicker } from './skill-picker';
import '../i18n';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-4 sm:p-6">
      <h2 id={id} className="text-lg font-semibold text-fg">
        {title}
      </h2>
      {children}
    </section>
  );
}

interface JobEditorFormProps {
  /** Absent for a new job. */
  jobId?: string;
  initial: JobDraft;
  /** The name a job posted "as yourself" shows. */
  posterName: string;
  title: string;
  /** False while the member's e-mail is unconfirmed: the server would refuse to publish. */
  canPost: boolean;
}

/**
 * Two steps: the form, then the listing as applicants will see it, then Publish (or Save
 * changes). The values live in one draft, so going back and forth, or a refusal from the
 * server, never loses what was typed; the server's field messages land under their fields.
 */
export function JobEditorForm({ jobId, initial, posterName, title, canPost }: JobEditorFormProps) {
  const { t } = useTranslation('jobsHiring');
  const { draft, change, errors, setErrors } = useJobDraft(initial);
  // A new listing's heading follows the kind the poster chose.
  const heading = jobId ? title : t(draft.kind === 'project' ? 'pages.newProject' : 'pages.new');
  usePageTitle(heading);
  // A project's sections are named for what it is: "The project", "Budget", "Proposals".
  const sections = draft.kind === 'project' ? 'form.projectSections' : 'form.sections';
  const [step, setStep] = useState<'form' | 'preview'>('form');
  const [general, setGeneral] = useState<string | null>(null);
  const save = useSaveJob();
  const navigate = useNavigate();
  const toast = useToast();
  const errorMessage = useErrorMessage();
  const formRef = useRef<HTMLFormElement>(null);
  const previewHeading = useRef<HTMLHeadingElement>(null);
  /** Where the keyboard goes after the next render: the first invalid field, or the step's start. */
  const focusNext = useRef<'invalid' | 'preview' | 'form' | null>(null);

  useEffect(() => {
    const target = focusNext.current;
    focusNext.current = null;
    if (target === 'preview') previewHeading.current?.focus();
    if (target === 'form') formRef.current?.querySelector<HTMLElement>('input, select, textarea')?.focus();
    if (target === 'invalid') formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [step, errors]);

  function check(): boolean {
    const found = validateDraft(t, draft);
    setErrors(found);
    if (!hasDraftErrors(found)) return true;
    setStep('form');
    focusNext.current = 'invalid';
    return false;
  }

  function openPreview(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setGeneral(null);
    if (!check()) return;
    setStep('preview');
    focusNext.current = 'preview';
    window.scrollTo?.({ top: 0 });
  }

  async function publish() {
    setGeneral(null);
    // The deadline may have passed while the preview was open.
    if (!check()) return;
    try {
      const job = await save.mutateAsync({ jobId, input: toJobInput(draft) });
      toast(t(jobId ? 'form.saved' : 'form.published'), 'success');
      void navigate(`/app/jobs/${encodeURIComponent(job.id)}/applicants`);
    } catch (error) {
      const fields = draftServerErrors(t, error, !draft.salaryMin.trim() && !draft.salaryMax.trim());
      if (!hasDraftErrors(fields)) return setGeneral(errorMessage(error));
      setErrors(fields);
      setGeneral(t('form.fixFields'));
      setStep('form');
      focusNext.current = 'invalid';
    }
  }

  const busy = save.isPending;
  const cancelTo = jobId ? `/app/jobs/${encodeURIComponent(jobId)}/applicants` : '/app/jobs?tab=posted';

  return (
    <div className="mx-auto flex w-full max-w-3xl min-w-0 flex-col gap-6">
      <header className="flex flex-col gap-2">
        <p className="text-sm font-medium text-muted">{t('form.stepOf', { step: step === 'form' ? 1 : 2 })}</p>
        <h1 className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">{heading}</h1>
        <p className="text-muted">{t(jobId ? 'form.editIntro' : 'form.newIntro')}</p>
      </header>
      {!canPost && <Alert tone="info">{t('form.unverified')}</Alert>}
      {general && <Alert>{general}</Alert>}
      {step === 'form' ? (
        <form ref={formRef} noValidate onSubmit={openPreview} className="flex flex-col gap-6" aria-label={heading}>
          <Section id="job-basics" title={t(`${sections}.basics`)}>
            <BasicsFields draft={draft} errors={errors} onChange={change} kindFixed={Boolean(jobId)} />
          </Section>
          <Section id="job-pay" title={t(`${sections}.pay`)}>
            <SalaryFields draft={draft} errors={errors} onChange={change} />
          </Section>
          <Section id="job-skills" title={t('form.sections.skills')}>
            <SkillPicker value={draft.skills} error={errors.skills} onChange={(skills) => change({ skills })} />
          </Section>
          <Section id="job-details" title={t(`${sections}.details`)}>
            <DetailsFields draft={draft} errors={errors} onChange={change} />
          </Section>
          <Section id="job-applying" title={t(`${sections}.applying`)}>
            <DeadlineField draft={draft} error={errors.deadline} onChange={change} />
            <QuestionsField questions={draft.questions} errors={errors} onChange={(questions) => change({ questions })} />
          </Section>
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Link to={cancelTo} className={buttonClasses({ variant: 'secondary' })}>
              {t('form.cancel')}
            </Link>
            <Button type="submit">{t('form.preview')}</Button>
          </div>
        </form>
      ) : (
        <section aria-labelledby="job-preview-heading" className="flex flex-col gap-4">
          <div className="flex flex-col gap-1">
            <h2 id="job-preview-heading" ref={previewHeading} tabIndex={-1} className="text-xl font-semibold text-fg outline-none">
              {t('preview.heading')}
            </h2>
            <p className="text-sm text-muted">{t('preview.intro')}</p>
          </div>
          <JobPreview input={toJobInput(draft)} companyName={draft.companyName.trim() || posterName} isNew={!jobId} />
          <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() => {
                setStep('form');
                focusNext.current = 'form';
              }}
            >
              {t('form.back')}
            </Button>
            <Button onClick={() => void publish()} busy={busy}>
              {jobId ? (busy ? t('form.saving') : t('form.save')) : busy ? t('form.publishing') : t('form.publish')}
            </Button>
          </div>
        </section>
      )}
    </div>
  );
}
