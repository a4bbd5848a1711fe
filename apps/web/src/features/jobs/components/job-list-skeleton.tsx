import { JobCardSkeleton } from './job-card';

/** A list's loading state: three card-shaped placeholders, announced once by `label`. */
export function JobListSkeleton({ label, count = 3 }: { label: string; count?: number }) {
  return (
    <div role="status" aria-label={label} className="flex flex-col gap-4">
      {Array.from({ length: count }, (_, i) => (
        <JobCardSkeleton key={i} />
      ))}
    </div>
  );
}
