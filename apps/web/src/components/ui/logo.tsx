import { cn } from './cn';

/** Wordmark; the mark is decorative, the text is the accessible name. */
export function Logo({ className }: { className?: string }) {
  return (
    // nowrap: the page lets user text break anywhere (index.css); the wordmark never breaks.
    <span className={cn('inline-flex shrink-0 items-center gap-2 whitespace-nowrap text-xl font-bold tracking-tight text-fg', className)}>
      <svg viewBox="0 0 32 32" className="size-8" aria-hidden="true">
        <rect width="32" height="32" rx="8" fill="#0f5e54" />
        <path
          d="M10 20.5c1.2 1.2 3 1.9 5.2 1.9 3.1 0 5-1.5 5-3.7 0-2.4-2-3.1-4.6-3.7-2-.5-2.9-.8-2.9-1.8 0-.9.9-1.5 2.3-1.5 1.5 0 2.7.6 3.6 1.5l1.6-1.9c-1.3-1.2-3-1.9-5.1-1.9-2.9 0-4.9 1.6-4.9 3.8 0 2.4 2 3.1 4.5 3.7 2 .5 3 .8 3 1.8s-.9 1.6-2.5 1.6c-1.7 0-3.1-.7-4.2-1.8z"
          fill="#f2c14e"
        />
      </svg>
      <span>
        Skill<span className="text-primary">Link</span>
      </span>
    </span>
  );
}
