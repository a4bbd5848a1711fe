import type { ReactNode } from 'react';

/**
 * Question and option text with `code` in backticks shown as code (SQL, JavaScript, formulas);
 * always rendered as text, never as HTML.
 */
export function CodeText({ text }: { text: string }) {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(/`([^`]+)`/g)) {
    if (match.index > last) nodes.push(text.slice(last, match.index));
    nodes.push(
      <code key={match.index} className="rounded bg-surface-2 px-1 py-0.5 font-mono text-[0.95em] wrap-anywhere">
        {match[1]}
      </code>,
    );
    last = match.index + match[0].length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return <>{nodes}</>;
}
