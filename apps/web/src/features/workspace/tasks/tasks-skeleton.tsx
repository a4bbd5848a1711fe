import { useTranslation } from '../../../lib/use-translation';
import './i18n';

/** Shaped like the rows that will come (DESIGN.md: skeletons for lists), announced once. */
export function TasksSkeleton() {
  const { t } = useTranslation('workspace-tasks');
  return (
    <div role="status" aria-label={t('loading')} className="flex flex-col gap-2">
      {[0, 1, 2, 3, 4].map((i) => (
        <div
          key={i}
          className="flex animate-pulse items-center gap-3 rounded-lg border border-border bg-surface p-3 motion-reduce:animate-none"
        >
          <div className="size-5 rounded bg-surface-2" />
          <div className="flex flex-1 flex-col gap-2">
            <div className="h-4 w-2/3 rounded bg-surface-2" />
            <div className="h-3 w-1/3 rounded bg-surface-2" />
          </div>
        </div>
      ))}
    </div>
  );
}
