import { CheckCircle2, XCircle } from 'lucide-react';
import { cn } from '../../../components/ui/cn';
import type { Banner } from '../hooks/use-banner';

/**
 * The list's enrolment result (green on success, red with the server's text on
 * failure), gone after 4 s. The live region stays mounted so screen readers hear each one.
 */
export function EnrollBanner({ banner }: { banner: Banner | null }) {
  return (
    <div aria-live="polite" aria-atomic="true">
      {banner && (
        <p
          className={cn(
            'flex items-start gap-2 rounded-lg border-l-4 px-4 py-3 text-sm text-fg',
            banner.tone === 'success' ? 'border-success bg-primary-soft' : 'border-danger bg-danger-soft',
          )}
        >
          {banner.tone === 'success' ? (
            <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
          ) : (
            <XCircle className="mt-0.5 size-4 shrink-0 text-danger" aria-hidden="true" />
          )}
          <span className="wrap-anywhere">{banner.message}</span>
        </p>
      )}
    </div>
  );
}
