import { MessageSquare } from 'lucide-react';
import { buttonClasses } from '../../../components/ui/button';
import { Link } from '../../../components/ui/link';

/**
 * "Message": opens (or creates) the conversation about an application in Messages, for its
 * applicant or the listing's managers, connected or not. Messages handles the link (ADR 054).
 */
export function MessageAboutLink({ applicationId, label, ariaLabel }: { applicationId: string; label: string; ariaLabel: string }) {
  return (
    <Link
      to={`/app/messages?application=${encodeURIComponent(applicationId)}`}
      aria-label={ariaLabel}
      className={buttonClasses({ variant: 'secondary', size: 'sm' })}
    >
      <MessageSquare className="size-4 shrink-0" aria-hidden="true" />
      {label}
    </Link>
  );
}
