import { useParams } from 'react-router';
import { useSession } from '../../../features/auth/api/get-session';
import { ProjectsPage } from '../../../features/workspace/components/projects-page';
import '../../../features/workspace/i18n';
import { useTranslation } from '../../../lib/use-translation';
import '../../layouts/shell-i18n';
import { usePageTitle } from '../../page-title';

/** /app/projects and /app/projects/:projectId (?tab=tasks|files|team|milestones): the project workspace. */
export default function ProjectsRoute() {
  const { t } = useTranslation('shell');
  const { projectId } = useParams();
  const { data: user } = useSession();
  const title = t('pages.projects');
  usePageTitle(title);
  // RequireAuth renders the app area only with a member.
  if (!user) return null;
  return <ProjectsPage myId={user.id} projectId={projectId} title={title} />;
}
