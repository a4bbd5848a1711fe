import { Link2, Share2 } from 'lucide-react';
import { useState, type MouseEvent } from 'react';
import { shareLinks, type ShareNetwork } from '../../lib/share-links';
import { useMounted } from './use-mounted';

export interface ShareMenuProps {
  url: string;
  text: string;
  labels: Record<ShareNetwork, string> & { device: string; copy: string; copied: string };
}

const item =
  'inline-flex size-11 items-center justify-center rounded-lg border border-border-strong bg-surface font-bold text-fg hover:bg-surface-2';
/** Each network by its own name: what is read out is what is shown (a speech-control user says it). */
const NAMES: Record<ShareNetwork, string> = { whatsapp: 'WhatsApp', facebook: 'Facebook', twitter: 'X', linkedin: 'LinkedIn' };
const link =
  'inline-flex min-h-11 items-center rounded-lg border border-border-strong bg-surface px-3 text-sm font-semibold text-fg hover:bg-surface-2';

/**
 * Share this page: WhatsApp first (how most of our visitors share), then the spec's three networks
 * in a 600×400 popup. Each is a real link, so they work without script; the device's share sheet
 * and "Copy link" appear where the browser can do them.
 */
export function ShareMenu({ url, text, labels }: ShareMenuProps) {
  const mounted = useMounted();
  const [copied, setCopied] = useState(false);
  const canShare = mounted && typeof navigator.share === 'function';
  const popup = (event: MouseEvent<HTMLAnchorElement>, network: ShareNetwork) => {
    if (network === 'whatsapp') return; // opens the app on a phone: a normal link does that best
    event.preventDefault();
    const opened = window.open(event.currentTarget.href, 'share', 'width=600,height=400');
    if (opened) opened.opener = null;
  };
  return (
    <ul className="flex flex-wrap gap-2">
      {shareLinks(url, text).map(({ network, href }) => (
        <li key={network}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            title={labels[network]}
            className={link}
            onClick={(e) => popup(e, network)}
          >
            {NAMES[network]}
          </a>
        </li>
      ))}
      <li hidden={!canShare}>
        <button
          type="button"
          className={item}
          aria-label={labels.device}
          title={labels.device}
          onClick={() => void navigator.share({ url, text }).catch(() => {})}
        >
          <Share2 className="size-5" aria-hidden="true" />
        </button>
      </li>
      {/* Only where the browser can copy (not on a plain-http page): a button that does nothing misleads. */}
      <li hidden={!mounted || !navigator.clipboard}>
        <button
          type="button"
          className={item}
          aria-label={copied ? labels.copied : labels.copy}
          title={copied ? labels.copied : labels.copy}
          onClick={() =>
            void navigator.clipboard?.writeText(url).then(
              () => setCopied(true),
              () => setCopied(false),
            )
          }
        >
          <Link2 className="size-5" aria-hidden="true" />
        </button>
      </li>
    </ul>
  );
}
