import { SearchX } from 'lucide-react';
import { ApiError } from '../../lib/api';
import { buttonClasses } from './button';
import { EmptyState } from './empty-state';
import { Link } from './link';

/** Whether a detail page's answer means "no such thing" (an unknown or malformed id). */
export const isNotFound = (error: unknown): boolean => error instanceof ApiError && (error.status === 404 || error.status === 400);

/** A detail page for something that is not there: its heading, why, and the way back to its list. */
export function NotFoundState({ title, body, backTo, backLabel }: { title: string; body: string; backTo: string; backLabel: string }) {
  return (
    <div className="flex flex-col gap-4">
      <h1 className="sr-only">{title}</h1>
      <EmptyState
        icon={<SearchX className="size-8" aria-hidden="true" />}
        title={title}
        body={body}
        action={
          <Link to={backTo} className={buttonClasses()}>
            {backLabel}
          </Link>
        }
      />
    </div>
  );
}
