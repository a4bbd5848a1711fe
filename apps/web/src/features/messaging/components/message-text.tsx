import { Fragment } from 'react';

// http(s) addresses only; whatever else the text holds stays text (no markup, no other schemes).
const URL_PATTERN = /https?:\/\/[^\s<>"]+/gi;
// Sentence punctuation right after an address belongs to the sentence.
const TRAILING = /[.,!?;:)\]'’”]+$/;

function safeHref(candidate: string): string | null {
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** Splits a message into text and http(s) links, in order. */
export function splitLinks(text: string): Array<{ text: string; href?: string }> {
  const parts: Array<{ text: string; href?: string }> = [];
  let last = 0;
  for (const match of text.matchAll(URL_PATTERN)) {
    const link = match[0].replace(TRAILING, '');
    const href = safeHref(link);
    if (!href) continue;
    if (match.index > last) parts.push({ text: text.slice(last, match.index) });
    parts.push({ text: link, href });
    last = match.index + link.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

/**
 * A message's text as React text nodes (never HTML): line breaks kept, long words wrapped, the
 * direction taken from the text itself (right-to-left scripts read right), and http(s)
 * addresses as links that open apart from the app and pass it no referrer or credit.
 */
export function MessageText({ text }: { text: string }) {
  return (
    <p dir="auto" className="whitespace-pre-wrap wrap-anywhere">
      {splitLinks(text).map((part, index) =>
        part.href ? (
          <a
            key={index}
            href={part.href}
            target="_blank"
            rel="noopener noreferrer nofollow"
            className="underline decoration-1 underline-offset-2"
          >
            {part.text}
          </a>
        ) : (
          <Fragment key={index}>{part.text}</Fragment>
        ),
      )}
    </p>
  );
}
