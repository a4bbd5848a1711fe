import type { WorkspacePriorityName, WorkspaceStatusName } from '@skilllink/contracts/workspace-constants';
import { cn } from '../../../components/ui/cn';
import { useTranslation } from '../../../lib/use-translation';
import '../i18n';

// The spec styles each project status (§2); the colours keep AA contrast in both themes.
const STATUS_TONE: Record<WorkspaceStatusName, string> = {
  planning: 'bg-surface-2 text-fg',
  in_progress: 'bg-primary-soft text-primary',
  on_hold: 'bg-warning-soft text-warning-fg',
  completed: 'bg-surface-2 text-success',
};

const PRIORITY_TONE: Record<WorkspacePriorityName, string> = {
  low: 'bg-surface-2 text-muted',
  medium: 'bg-primary-soft text-primary',
  high: 'bg-warning-soft text-warning-fg',
  urgent: 'bg-danger-soft text-danger',
};

const pill = 'inline-flex shrink-0 items-center rounded-full px-2 py-0.5 text-xs font-semibold';

export function StatusBadge({ status }: { status: WorkspaceStatusName }) {
  const { t } = useTranslation('workspace');
  return <span className={cn(pill, STATUS_TONE[status])}>{t(`status.${status}`)}</span>;
}

export function PriorityBadge({ priority }: { priority: WorkspacePriorityName }) {
  const { t } = useTranslation('workspace');
  return <span className={cn(pill, PRIORITY_TONE[priority])}>{t(`priority.${priority}`)}</span>;
}
