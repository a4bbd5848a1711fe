import type { JobSummary } from '@skilllink/contracts/jobs';
import { COVER_LETTER_MAX, JOB_ANSWER_MAX } from '@skilllink/contracts/job-constants';
import { useId, useRef, useState, type FormEvent } from 'react';
import { Alert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { inputClasses, TextAreaField } from '../../../components/ui/field';
import { QueryState } from '../../../components/ui/query-state';
import { useToast } from '../../../components/ui/toast';
import { clearEditedError, focusFirstInvalid, hasErrors, type FormErrors } from '../../../lib/form';
import { useTranslation } from '../../../lib/use-translation';
import { useApplyToJob } from '../api/apply';
import { useJob } from '../api/get-job';
import { useApplyFailure } from '../hooks/use-apply-failure';
import { CvField } from './cv-field';
import { focusActionArea } from './job-action';
import { ProposalTerms, readProposalTerms } from './proposal-terms';
import '../i18n';

interface ApplyDialogProps {
  job: JobSummary;
  onClose: () => void;
}

/**
 * Apply (or, on a freelance project, send a proposal with a timeline and a budget) with a cover letter (optional, with a counter), an optional PDF CV and an answer to each of the job's own
 * questions (required). Field errors show under their field; a refusal because the job changed
 * meanwhile (applied elsewhere, closed) closes the dialog with a toast, and the page shows why.
 */
export function ApplyDialog({ job, onClose }: ApplyDialogProps) {
  const { t } = useTranslation('jobs');
  const toast = useToast();
  const id = useId();
  const detail = useJob(job.id);
  const project = job.kind === 'project';
  const apply = useApplyToJob();
  const failure = useApplyFailure();
  const [coverLetter, setCoverLetter] = useState('');
  const [cvId, setCvId] = useState<string | null>(null);
  const [errors, setErrors] = useState<FormErrors<string>>({});
  const [general, setGeneral] = useState<string | null>(null);
  // Set at submit time: a double click's second submit comes before the button disables.
  const submitted = useRef(false);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const questions = detail.data?.questions;
    if (!questions || submitted.current) return;
    const form = event.currentTarget;
    const data = new FormData(form);
    const answers: Record<string, string> = {};
    const proposal = project ? readProposalTerms(t, data) : { terms: {}, errors: {} };
    const found: FormErrors<string> = { ...proposal.errors };
    for (const q of questions) {
      const answer = String(data.get(`answers.${q.id}`) ?? '').trim();
      if (answer) answers[q.id] = answer;
      else found[`answers.${q.id}`] = t('apply.answerRequired');
    }
    setErrors(found);
    setGeneral(null);
    if (hasErrors(found)) return focusFirstInvalid(form, found);
    submitted.current = true;
    apply.mutate(
      { jobId: job.id, application: { coverLetter: coverLetter.trim(), ...proposal.terms, answers, cvId } },
      {
        onSuccess: () => {
          toast(project ? t('proposal.success') : t('apply.success', { title: job.title }), 'success');
          onClose();
        },
        onError: (error) => {
          submitted.current = false;
          const outcome = failure(error, ['coverLetter', 'timeline', 'budget', ...questions.map((q) => `answers.${q.id}`)]);
          if (outcome.kind === 'settled') {
            toast(outcome.message, 'error');
            return onClose();
          }
          if (outcome.kind === 'fields') {
            setErrors(outcome.errors);
            return focusFirstInvalid(form, outcome.errors);
          }
          setGeneral(outcome.message);
        },
      },
    );
  }

  const letterError = errors.coverLetter;
  return (
    <Dialog open onOpenChange={(open) => !open && !apply.isPending && onClose()}>
      <DialogContent
        title={project ? t('proposal.title') : t('apply.title', { title: job.title })}
        description={project ? t('proposal.description', { title: job.title }) : t('apply.description', { company: job.company.name })}
        returnFocus={() => focusActionArea(job.id)}
      >
        <QueryState
          query={detail}
          variant="inline"
          errorTitle={t('detail.errorTitle')}
          loading={
            <div role="status" aria-label={t('apply.loading')} className="flex animate-pulse flex-col gap-3 motion-reduce:animate-none">
              <div className="h-4 w-24 rounded bg-surface-2" />
              <div className="h-32 rounded-lg bg-surface-2" />
            </div>
          }
        >
          {(found) =>
            found.myApplication || !found.isActive ? (
              <Alert tone="info">
                {found.myApplication
                  ? t(project ? 'proposal.already' : 'apply.alreadyApplied')
                  : t(project ? 'proposal.closed' : 'apply.jobClosed')}
              </Alert>
            ) : (
              <form noValidate onSubmit={onSubmit} {...clearEditedError(setErrors)} className="flex flex-col gap-4">
                {general && <Alert>{general}</Alert>}
                {project && <ProposalTerms errors={errors} />}
                <div className="flex flex-col gap-1.5">
                  <label htmlFor={`${id}-letter`} className="text-sm font-medium text-fg">
                    {t('apply.coverLetter')}
                  </label>
                  <textarea
                    id={`${id}-letter`}
                    name="coverLetter"
                    rows={6}
                    value={coverLetter}
                    maxLength={COVER_LETTER_MAX}
                    placeholder={t('apply.coverLetterPlaceholder')}
                    onChange={(event) => setCoverLetter(event.target.value)}
                    aria-invalid={letterError ? true : undefined}
                    aria-describedby={`${id}-counter${letterError ? ` ${id}-letter-error` : ''}`}
                    className={cn(inputClasses, 'min-h-32 resize-y')}
                  />
                  <p id={`${id}-counter`} className="self-end text-xs text-muted tabular-nums">
                    {t('apply.counter', { count: coverLetter.length, max: COVER_LETTER_MAX })}
                  </p>
                  {letterError && (
                    <p id={`${id}-letter-error`} className="text-sm font-medium text-danger">
                      {letterError}
                    </p>
                  )}
                </div>
                <CvField onChange={setCvId} />
                {found.questions.length > 0 && (
                  <fieldset className="flex flex-col gap-4">
                    <legend className="mb-2 text-base font-semibold text-fg">{t('apply.questions')}</legend>
                    {found.questions.map((q) => (
                      <TextAreaField
                        key={q.id}
                        label={q.text}
                        name={`answers.${q.id}`}
                        rows={3}
                        required
                        maxLength={JOB_ANSWER_MAX}
                        error={errors[`answers.${q.id}`]}
                      />
                    ))}
                  </fieldset>
                )}
                <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
                  <Button type="button" variant="secondary" onClick={onClose} disabled={apply.isPending}>
                    {t('apply.cancel')}
                  </Button>
                  <Button type="submit" busy={apply.isPending}>
                    {apply.isPending ? t('apply.submitting') : t(project ? 'proposal.submit' : 'apply.submit')}
                  </Button>
                </div>
              </form>
            )
          }
        </QueryState>
      </DialogContent>
    </Dialog>
  );
}
