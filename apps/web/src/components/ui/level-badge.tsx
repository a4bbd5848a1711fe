import { cn } from './cn';

// Each skill level has its own colour. Text stays readable (AA) in both themes because
// each pairs a tinted background with a dark or light text token.
const tones: Record<string, string> = {
  Beginner: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100',
  Intermediate: 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-100',
  Advanced: 'bg-violet-100 text-violet-900 dark:bg-violet-950 dark:text-violet-100',
  Expert: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
};

/** A skill level (or course difficulty) as a small coloured label; pass the translated text. */
export function LevelBadge({ level, label, className }: { level: string; label: string; className?: string }) {
  return (
    <span
      className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold', tones[level] ?? tones.Beginner, className)}
    >
      {label}
    </span>
  );
}
