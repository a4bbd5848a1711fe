import type { ReactNode } from 'react';
import { cn } from '../components/ui/cn';
import { formatDay, useHref, useSite } from './site-env';

/** A content image (content/images): its size is known, so nothing moves when it arrives. */
export function ContentImage({ file, alt, eager, className }: { file: string; alt: string; eager?: boolean; className?: string }) {
  return (
    <img
      src={`/content/images/${file}`}
      alt={alt}
      width={1200}
      height={630}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...(eager ? { fetchpriority: 'high' } : {})}
      className={cn('aspect-[1200/630] h-auto w-full rounded-xl bg-surface-2 object-cover', className)}
    />
  );
}

/** A page's title block. */
export function PageIntro({ title, lead, children }: { title: string; lead?: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col gap-3">
      <h1 className="text-3xl font-bold tracking-tight text-fg sm:text-4xl">{title}</h1>
      {lead && <p className="max-w-3xl text-lg text-muted">{lead}</p>}
      {children}
    </div>
  );
}

/** Category chips as links: filtering works without script, and each filter has its own address. */
export function Chips({
  path,
  current,
  options,
  label,
  hrefOf,
}: {
  path: string;
  current: string;
  options: Array<{ value: string; label: string }>;
  label: string;
  /** The address of a chip when it keeps more of the query than its category (Learn keeps the search). */
  hrefOf?: (value: string) => string;
}) {
  const href = useHref();
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-2">
        {options.map((option) => {
          const active = option.value === current;
          return (
            <li key={option.value}>
              <a
                href={hrefOf ? hrefOf(option.value) : href(path, option.value === 'all' ? '' : `category=${option.value}`)}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium',
                  active ? 'border-primary bg-primary text-primary-fg' : 'border-border-strong bg-surface text-fg hover:bg-surface-2',
                )}
              >
                {option.label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** "7 July 2026 · 5 min read" */
export function Byline({ date, readTime, author }: { date: string; readTime?: number; author?: string }) {
  const { language, t } = useSite();
  const parts = [author, formatDay(date, language), readTime ? t('site.readTime', { count: readTime }) : null].filter(Boolean);
  return (
    <p className="text-sm text-muted">
      <time dateTime={date}>{parts.join(' · ')}</time>
    </p>
  );
}

/** The count line and the empty state every list page has (spec §2, §8). */
export function ResultCount({ text }: { text: string }) {
  return (
    <p role="status" className="text-sm font-medium text-muted">
      {text}
    </p>
  );
}

export function EmptyList({ title, body, action }: { title: string; body: string; action?: { href: string; label: string } }) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-border-strong px-6 py-12 text-center">
      <h2 className="text-lg font-semibold">{title}</h2>
      <p className="text-muted">{body}</p>
      {action && (
        <a href={action.href} className="mt-2 font-semibold text-primary underline underline-offset-4">
          {action.label}
        </a>
      )}
    </div>
  );
}

/** Markdown from content/, rendered by the server with raw HTML off (markdown-it html:false). */
export function Prose({ html }: { html: string }) {
  return <div className="site-prose" dangerouslySetInnerHTML={{ __html: html }} />;
}

export function Stars({ rating, label }: { rating: number; label: string }) {
  return (
    <p className="text-accent-text" role="img" aria-label={label}>
      {'★'.repeat(rating)}
      <span className="text-border-strong">{'★'.repeat(5 - rating)}</span>
    </p>
  );
}
