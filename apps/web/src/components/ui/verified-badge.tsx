import { BadgeCheck } from 'lucide-react';
import { cn } from './cn';

interface VerifiedBadgeProps {
  /** "Verified", translated. */
  label: string;
  /** "Passed the SkillLink skill assessment", translated: the tooltip, and read after the label. */
  description: string;
  /** A chip for a skill ("✓ SQL · Verified") rather than a badge beside its name. */
  skill?: string;
  /** Text size: small beside a name, or as large as the text around it. */
  size?: 'xs' | 'sm';
  className?: string;
}

/**
 * A skill proved by SkillLink's assessment (a skill badge, issue 29 §6): a check icon and a
 * word, never colour alone. The same look on the profile, applicant cards, a job's match and
 * the public member page (rendered by the site as well as the app).
 */
export function VerifiedBadge({ label, description, skill, size = 'xs', className }: VerifiedBadgeProps) {
  return (
    <span
      title={description}
      className={cn(
        'inline-flex max-w-full items-center gap-1 rounded-full border border-success/50 font-semibold',
        size === 'xs' ? 'px-2 py-0.5 text-xs' : 'px-3 py-1 text-sm',
        className,
      )}
    >
      <BadgeCheck className={cn('shrink-0 text-success', size === 'xs' ? 'size-3.5' : 'size-4')} aria-hidden="true" />
      {skill && (
        <>
          <span className="min-w-0 wrap-anywhere text-fg">{skill}</span>
          <span aria-hidden="true" className="shrink-0 text-muted">
            ·
          </span>
        </>
      )}
      <span className="shrink-0 whitespace-nowrap text-success">{label}</span>
      <span className="sr-only">: {description}</span>
    </span>
  );
}
