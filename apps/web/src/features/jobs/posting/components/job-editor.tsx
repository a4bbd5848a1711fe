import { useSearchParams } from 'react-router';
import { QueryState } from '../../../../components/ui/query-state';
import { PageLoading } from '../../../../components/ui/page-loading';
import { ApiError } from '../../../../lib/api';
import { usePageTitle } from '../../../../lib/use-page-title';
import { useTranslation } from '../../../../lib/use-translation';
import { useEditableJob } from '../api/get-job';
import { draftFromJob, emptyDraft } from '../model/draft';
import { JobEditorForm } from './job-editor-form';
import { JobNotFound } from './job-not-found';
import '../i18n';

interface JobEditorProps {
  /** Absent: /app/jobs/new. */
  jobId?: string;
  /** The signed-in member's name, shown as the company of a job posted as themselves. */
  memberName: string;
  canPost: boolean;
}

function EditJob({ jobId, memberName, canPost }: JobEditorProps & { jobId: string }) {
  const { t } = useTranslation('jobsHiring');
  const job = useEditableJob(jobId);
  const title = t(job.data?.kind === 'project' ? 'pages.editProject' : 'pages.edit');
  // Set here too, so the tab is named while the listing loads (the form sets the same title).
  usePageTitle(title);
  if (job.error instanceof ApiError && job.error.status === 404) return <JobNotFound />;
  return (
    <QueryState
      query={job}
      loading={<PageLoading label={t('form.loading')} />}
      errorTitle={t('form.loadError')}
      errorBody={t('form.loadErrorBody')}
    >
      {(data) => (
        <JobEditorForm
          jobId={jobId}
          initial={draftFromJob(data)}
          // A recruiter editing shows the poster's name for a job posted as its poster.
          posterName={data.company.id ? memberName : data.poster.name}
          title={title}
          canPost={canPost}
        />
      )}
    </QueryState>
  );
}

/** /app/jobs/new and /app/jobs/:jobId/edit: the job form, its preview, then Publish or Save changes. */
export function JobEditor({ jobId, memberName, canPost }: JobEditorProps) {
  const { t } = useTranslation('jobsHiring');
  const [params] = useSearchParams();
  if (jobId) return <EditJob key={jobId} jobId={jobId} memberName={memberName} canPost={canPost} />;
  // "Post a project" opens the form on a project (?kind=project); the poster may still switch.
  const kind = params.get('kind') === 'project' ? 'project' : 'job';
  return <JobEditorForm initial={emptyDraft(kind)} posterName={memberName} title={t('pages.new')} canPost={canPost} />;
}
