import type { WorkspaceProject } from '@skilllink/contracts/workspace';
import { FolderPlus } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { EmptyState } from '../../../components/ui/empty-state';
import { Link } from '../../../components/ui/link';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { QueryState } from '../../../components/ui/query-state';
import { useTranslation } from '../../../lib/use-translation';
import { useProjects } from '../api/projects';
import { InvitationCard } from './invitation-card';
import { StatusBadge } from './badges';

/** Invitations first (they wait for an answer), then my projects, the archived ones folded away. */
export function ProjectList({ selectedId, onCreate }: { selectedId: string | undefined; onCreate: () => void }) {
  const { t } = useTranslation('workspace');
  const projects = useProjects();
  return (
    <QueryState query={projects} variant="inline" errorTitle={t('list.label')} loading={<ListSkeleton label={t('list.loading')} />}>
      {({ items, invitations }) => {
        const active = items.filter((p) => !p.archived);
        const archived = items.filter((p) => p.archived);
        return (
          <div className="flex flex-col gap-4">
            {invitations.length > 0 && (
              <section aria-labelledby="ws-invitations" className="flex flex-col gap-2">
                <h2 id="ws-invitations" className="text-sm font-semibold uppercase tracking-wide text-muted">
                  {t('invitations.title')}
                </h2>
                {invitations.map((invitation) => (
                  <InvitationCard key={invitation.projectId} invitation={invitation} />
                ))}
              </section>
            )}
            {items.length === 0 ? (
              <EmptyState
                icon={<FolderPlus className="size-10" aria-hidden="true" />}
                title={t('list.empty')}
                body={t('list.emptyBody')}
                action={<Button onClick={onCreate}>{t('list.newProject')}</Button>}
              />
            ) : (
              <ul className="flex flex-col gap-2">
                {active.map((project) => (
                  <ProjectCard key={project.id} project={project} selected={project.id === selectedId} />
                ))}
              </ul>
            )}
            {archived.length > 0 && (
              <details className="group" open={archived.some((p) => p.id === selectedId)}>
                <summary className="cursor-pointer rounded-lg px-2 py-2 text-sm font-medium text-muted hover:text-fg">
                  {t('list.archived', { count: archived.length })}
                </summary>
                <ul className="mt-2 flex flex-col gap-2">
                  {archived.map((project) => (
                    <ProjectCard key={project.id} project={project} selected={project.id === selectedId} />
                  ))}
                </ul>
              </details>
            )}
          </div>
        );
      }}
    </QueryState>
  );
}

function ProjectCard({ project, selected }: { project: WorkspaceProject; selected: boolean }) {
  const { t } = useTranslation('workspace');
  const progress = project.timeline.progress;
  return (
    <li>
      <Link
        to={`/app/projects/${encodeURIComponent(project.id)}`}
        aria-current={selected ? 'page' : undefined}
        className={cn(
          'flex flex-col gap-2 rounded-xl border bg-surface p-3 text-left hover:border-primary',
          selected ? 'border-primary ring-1 ring-primary' : 'border-border',
        )}
      >
        <span className="flex items-start justify-between gap-2">
          <span className="min-w-0 break-words font-semibold text-fg">{project.title}</span>
          <StatusBadge status={project.status} />
        </span>
        <ProgressBar percent={progress} label={t('overview.progressLabel')} />
        <span className="flex justify-between text-xs text-muted">
          <span>{t('list.progress', { percent: progress })}</span>
          <span>{t('list.tasks', { count: project.taskCount })}</span>
        </span>
      </Link>
    </li>
  );
}

function ListSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="flex animate-pulse flex-col gap-2 motion-reduce:animate-none">
      {[0, 1, 2].map((i) => (
        <div key={i} className="h-20 rounded-xl bg-surface-2" />
      ))}
    </div>
  );
}
