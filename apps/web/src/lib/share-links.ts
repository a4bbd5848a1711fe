export type ShareNetwork = 'whatsapp' | 'facebook' | 'twitter' | 'linkedin';

/** A WhatsApp message with the text and the link (opens the app on a phone, WhatsApp Web elsewhere). */
export const whatsAppShare = (url: string, text: string): string => `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`;

/** Where each network takes a link to share (their public share URLs; nothing is loaded from them). */
export function shareLinks(url: string, text: string): Array<{ network: ShareNetwork; href: string }> {
  const u = encodeURIComponent(url);
  return [
    { network: 'whatsapp', href: whatsAppShare(url, text) },
    { network: 'facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: 'twitter', href: `https://twitter.com/intent/tweet?url=${u}&text=${encodeURIComponent(text)}` },
    { network: 'linkedin', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
  ];
}

/** An e-mail draft with a subject and the text and link as its body (the member's own mail app). */
export const emailShare = (url: string, subject: string, text: string): string =>
  `mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(`${text} ${url}`)}`;

/** A text message draft: `sms:?&body=` is the form both Android and iOS open with the body filled in. */
export const smsShare = (url: string, text: string): string => `sms:?&body=${encodeURIComponent(`${text} ${url}`)}`;

/**
 * LinkedIn's "Add to profile" form for a certification, filled in (LinkedIn's documented
 * add-to-profile URL): name, issuing organisation, month and year of issue, the credential's
 * page and its id. The member confirms it on LinkedIn; nothing is sent from here.
 */
export function linkedInCertification(c: { name: string; organization: string; issuedAt: string; url: string; id: string }): string {
  const issued = new Date(c.issuedAt);
  const params = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: c.name,
    organizationName: c.organization,
    issueYear: String(issued.getUTCFullYear()),
    issueMonth: String(issued.getUTCMonth() + 1),
    certUrl: c.url,
    certId: c.id,
  });
  return `https://www.linkedin.com/profile/add?${params}`;
}
