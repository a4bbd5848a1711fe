import type { ReactNode } from 'react';
import { useTranslation } from '../../../lib/use-translation';
import '../i18n';

const LINK = /https?:\/\/[^\s<>"]+/g;
/** Punctuation that ends the sentence around a link rather than the link itself. */
const TRAILING = /[.,;:!?'")\]]+$/;

function isWebAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * A poster's plain text as written: line breaks kept, http(s) addresses as links that open in
 * a new tab without the listing's address or any ranking credit. Text only, never HTML:
 * React escapes every piece, so markup in a listing shows as the characters typed.
 */
export function PlainText({ text, className }: { text: string; className?: string }) {
  const { t } = useTranslation('jobs');
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const href = match[0].replace(TRAILING, '');
    if (!isWebAddress(href)) continue;
    if (match.index > last) nodes.push(text.slice(last, match.index));
    nodes.push(
      <a
        key={match.index}
        href={href}
        target="_blank"
        rel="noopener noreferrer nofollow"
        className="font-medium break-all text-primary underline"
      >
        {href}
        <span className="sr-only"> {t('detail.linkNewTab')}</span>
      </a>,
    );
    last = match.index + href.length;
  }
  if (last < text.length) nodes.push(text.slice(last));
  return <p className={`whitespace-pre-line wrap-anywhere ${className ?? ''}`}>{nodes}</p>;
}
