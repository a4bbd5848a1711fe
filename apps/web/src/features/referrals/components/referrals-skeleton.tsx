const block = 'animate-pulse rounded-xl bg-surface-2 motion-reduce:animate-none';

/** The Referrals screen's shape while it loads: four stat cards, the code card, the form and the side panels. */
export function ReferralsSkeleton({ label }: { label: string }) {
  return (
    <div role="status" className="flex flex-col gap-6">
      <span className="sr-only">{label}</span>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4" aria-hidden="true">
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className={`h-28 ${block}`} />
        ))}
      </div>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]" aria-hidden="true">
        <div className="flex flex-col gap-6">
          <div className={`h-56 ${block}`} />
          <div className={`h-72 ${block}`} />
        </div>
        <div className={`h-96 ${block}`} />
      </div>
    </div>
  );
}
