import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../components/ui/button';

type Network = 'facebook' | 'twitter' | 'linkedin';

function shareUrl(network: Network, pageUrl: string, text: string): string {
  const url = encodeURIComponent(pageUrl);
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${url}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?url=${url}&text=${encodeURIComponent(text)}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${url}`;
  }
}

/** Shares the current page in a 600×400 popup. */
export function openSharePopup(network: Network, pageUrl: string, text: string): void {
  const popup = window.open(shareUrl(network, pageUrl, text), 'share', 'width=600,height=400');
  // The shared site must not be able to navigate our tab (reverse tabnabbing).
  if (popup) popup.opener = null;
}

const networks: Array<{ id: Network; label: 'footer.shareFacebook' | 'footer.shareTwitter' | 'footer.shareLinkedIn'; mark: string }> = [
  { id: 'facebook', label: 'footer.shareFacebook', mark: 'f' },
  { id: 'twitter', label: 'footer.shareTwitter', mark: 'X' },
  { id: 'linkedin', label: 'footer.shareLinkedIn', mark: 'in' },
];

export function ShareButtons() {
  const { t } = useTranslation('public');
  return (
    <ul className="flex gap-2">
      {networks.map((network) => (
        <li key={network.id}>
          <Button
            variant="secondary"
            size="icon"
            aria-label={t(network.label)}
            title={t(network.label)}
            onClick={() => openSharePopup(network.id, window.location.href, t('footer.shareText'))}
          >
            <span aria-hidden="true" className="font-bold">
              {network.mark}
            </span>
          </Button>
        </li>
      ))}
    </ul>
  );
}
