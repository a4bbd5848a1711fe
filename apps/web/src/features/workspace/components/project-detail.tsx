import type { WorkspaceProject } from '@skilllink/contracts/workspace';
import { ArrowLeft, MessagesSquare, Pencil } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert';
import { buttonClasses, Button } from '../../../components/ui/button';
import { Link } from '../../../components/ui/link';
import { isNotFound, NotFoundState } from '../../../components/ui/not-found-state';
import { QueryState } from '../../../components/ui/query-state';
import { TabList, TabPanel, TabTrigger, Tabs, tabTriggerClasses } from '../../../components/ui/tabs';
import { useTabParam } from '../../../lib/use-tab-param';
import { useTranslation } from '../../../lib/use-translation';
import { useProject } from '../api/projects';
import { FilesTab } from '../files/files-tab';
import { canEdit } from '../permissions';
import { MilestonesTab } from '../milestones/milestones-tab';
import { TasksTab } from '../tasks/tasks-tab';
import { TeamTab } from '../team/team-tab';
import { PriorityBadge, StatusBadge } from './badges';
import { OverviewTab } from './overview-tab';
import { ProjectActions } from './project-actions';
import { ProjectFormDialog } from './project-form-dialog';

const TABS = ['overview', 'tasks', 'files', 'team', 'milestones'] as const;

/** One project: its header and the tabs Overview, Tasks, Files, Team, Milestones (spec §2). */
export function ProjectDetail({ projectId, myId }: { projectId: string; myId: string }) {
  const { t } = useTranslation('workspace');
  const project = useProject(projectId);
  if (project.isError && isNotFound(project.error)) {
    return <NotFoundState title={t('detail.notFound')} body={t('detail.notFoundBody')} backTo="/app/projects" backLabel={t('list.back')} />;
  }
  return (
    <QueryState query={project} errorTitle={t('detail.notFound')}>
      {(found) => <Project project={found} myId={myId} />}
    </QueryState>
  );
}

function Project({ project, myId }: { project: WorkspaceProject; myId: string }) {
  const { t } = useTranslation('workspace');
  const [tab, selectTab] = useTabParam(TABS);
  const [editing, setEditing] = useState(false);
  return (
    <div className="flex flex-col gap-4">
      <Link to="/app/projects" className="inline-flex min-h-11 items-center gap-1 self-start text-sm font-medium text-primary lg:hidden">
        <ArrowLeft className="size-4" aria-hidden="true" />
        {t('list.back')}
      </Link>
      <header className="flex flex-col gap-3">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="flex min-w-0 flex-col gap-2">
            <h2 className="break-words text-2xl font-bold tracking-tight text-fg">{project.title}</h2>
            <div className="flex flex-wrap gap-2">
              <StatusBadge status={project.status} />
              <PriorityBadge priority={project.priority} />
            </div>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <Link
              to={`/app/messages?project=${encodeURIComponent(project.id)}`}
              className={buttonClasses({ variant: 'secondary', size: 'sm' })}
            >
              <MessagesSquare className="size-4" aria-hidden="true" />
              {t('detail.chat')}
            </Link>
            {canEdit(project) && (
              <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
                <Pencil className="size-4" aria-hidden="true" />
                {t('detail.edit')}
              </Button>
            )}
            <ProjectActions project={project} />
          </div>
        </div>
        {project.archived && <Alert tone="info">{t('detail.archivedNotice')}</Alert>}
        {!project.archived && project.myRole === 'viewer' && <Alert tone="info">{t('detail.viewerNotice')}</Alert>}
      </header>
      <Tabs value={tab} onValueChange={selectTab} className="flex min-w-0 flex-col gap-4">
        <TabList aria-label={t('tabs.label')} className="flex overflow-x-auto border-b border-border">
          {TABS.map((name) => (
            <TabTrigger key={name} value={name} className={tabTriggerClasses}>
              {t(`tabs.${name}`)}
            </TabTrigger>
          ))}
        </TabList>
        <TabPanel value="overview">
          <OverviewTab project={project} />
        </TabPanel>
        <TabPanel value="tasks">
          <TasksTab project={project} />
        </TabPanel>
        <TabPanel value="files">
          <FilesTab projectId={project.id} canEdit={canEdit(project)} isLead={project.myRole === 'lead'} myId={myId} />
        </TabPanel>
        <TabPanel value="team">
          <TeamTab project={project} />
        </TabPanel>
        <TabPanel value="milestones">
          <MilestonesTab project={project} />
        </TabPanel>
      </Tabs>
      {editing && <ProjectFormDialog project={project} onClose={() => setEditing(false)} />}
    </div>
  );
}
