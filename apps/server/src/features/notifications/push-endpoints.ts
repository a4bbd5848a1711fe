/**
 * Where the server may send pushes (ADR 066). A subscription's endpoint comes from the browser,
 * so an unchecked one would let any member make the server POST to any address (SSRF). Only
 * the push services browsers use are accepted, over https on the default port, plus origins an
 * operator lists in WEB_PUSH_EXTRA_ORIGINS.
 */
const PUSH_SERVICE_HOSTS: readonly RegExp[] = [
  /^fcm\.googleapis\.com$/, // Chrome, Edge on Android, Opera, Samsung Internet
  /^android\.googleapis\.com$/, // older Chrome subscriptions
  /^([a-z0-9-]+\.)*push\.services\.mozilla\.com$/, // Firefox
  /^([a-z0-9-]+\.)*notify\.windows\.com$/, // Edge on Windows (WNS)
  /^([a-z0-9-]+\.)*push\.apple\.com$/, // Safari
];

/** Whether a browser-given endpoint may be pushed to. */
export function isAllowedEndpoint(endpoint: string, extraOrigins: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (extraOrigins.includes(url.origin)) return true;
  return url.protocol === 'https:' && url.port === '' && PUSH_SERVICE_HOSTS.some((host) => host.test(url.hostname));
}
