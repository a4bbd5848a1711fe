import { Fragment, type ReactNode } from 'react';

/**
 * Renders a translated sentence whose parts are marked `<name>…</name>` (for example links
 * in "I agree to the <terms>Terms of Service</terms>…"), so translators keep control of word
 * order. A few lines instead of a <Trans> component and the HTML parser it needs, which
 * would ride along on the sign-in pages.
 */
export function renderTagged(text: string, tags: Record<string, (children: string) => ReactNode>): ReactNode[] {
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(/<(\w+)>(.*?)<\/\1>/g)) {
    const [whole, name = '', inner = ''] = match;
    const start = match.index;
    if (start > last) nodes.push(text.slice(last, start));
    const render = tags[name];
    nodes.push(<Fragment key={start}>{render ? render(inner) : inner}</Fragment>);
    last = start + whole.length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return nodes;
}
