import { FolderKanban, FolderPlus, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { cn } from '../../../components/ui/cn';
import { useTranslation } from '../../../lib/use-translation';
import { useProjects } from '../api/projects';
import { ProjectDetail } from './project-detail';
import { ProjectFormDialog } from './project-form-dialog';
import { ProjectList } from './project-list';
import '../i18n';

interface ProjectsPageProps {
  myId: string;
  /** The chosen project (/app/projects/:projectId); none: "No Project Selected". */
  projectId: string | undefined;
  title: string;
}

/**
 * The workspace (spec §2 Projects screen): the project list beside the chosen project. On a
 * phone one of the two fills the screen — the list, or the project with a way back to it.
 */
export function ProjectsPage({ myId, projectId, title }: ProjectsPageProps) {
  const { t } = useTranslation('workspace');
  const [creating, setCreating] = useState(false);
  const projects = useProjects();
  // Nothing to choose from yet: one invitation to create, not a list and a pane both empty.
  const none = projects.data?.items.length === 0 && projects.data.invitations.length === 0;
  return (
    <div className="flex flex-col gap-6">
      <header className={cn('flex flex-wrap items-end justify-between gap-4', projectId && 'max-lg:hidden')}>
        <h1 className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">{title}</h1>
        <Button onClick={() => setCreating(true)}>
          <Plus className="size-5" aria-hidden="true" />
          {t('list.newProject')}
        </Button>
      </header>
      {none && !projectId ? (
        <EmptyState
          icon={<FolderPlus className="size-10" aria-hidden="true" />}
          title={t('list.empty')}
          body={t('list.emptyBody')}
          action={<Button onClick={() => setCreating(true)}>{t('list.newProject')}</Button>}
        />
      ) : (
        <div className="grid gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
          <aside aria-label={t('list.label')} className={cn(projectId && 'max-lg:hidden')}>
            <ProjectList selectedId={projectId} onCreate={() => setCreating(true)} />
          </aside>
          <section className={cn('min-w-0', !projectId && 'max-lg:hidden')}>
            {projectId ? (
              <ProjectDetail key={projectId} projectId={projectId} myId={myId} />
            ) : (
              <EmptyState
                icon={<FolderKanban className="size-10" aria-hidden="true" />}
                title={t('noSelection.title')}
                body={t('noSelection.body')}
              />
            )}
          </section>
        </div>
      )}
      {creating && <ProjectFormDialog onClose={() => setCreating(false)} />}
    </div>
  );
}
