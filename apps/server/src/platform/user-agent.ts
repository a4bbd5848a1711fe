import Bowser from 'bowser';

export interface DeviceSummary {
  browser: string | null;
  os: string | null;
  device: 'desktop' | 'mobile' | 'tablet' | 'unknown';
}

const DEVICES = new Set(['desktop', 'mobile', 'tablet']);
const described = new Map<string, DeviceSummary>();

/**
 * "Chrome 131", "Android 14", mobile — what Settings shows for a session or a sign-in. A member
 * has a handful of distinct user agents, so answers are kept (bounded) instead of re-parsed.
 */
export function describeUserAgent(userAgent: string | null): DeviceSummary {
  if (!userAgent) return { browser: null, os: null, device: 'unknown' };
  const known = described.get(userAgent);
  if (known) return known;
  const parsed = Bowser.parse(userAgent);
  const join = (name?: string, version?: string) => (name ? [name, version?.split('.')[0]].filter(Boolean).join(' ') : null);
  const type = parsed.platform.type ?? '';
  const summary: DeviceSummary = {
    browser: join(parsed.browser.name, parsed.browser.version),
    os: join(parsed.os.name, parsed.os.versionName ?? parsed.os.version),
    device: DEVICES.has(type) ? (type as DeviceSummary['device']) : 'unknown',
  };
  if (described.size >= 1000) described.clear();
  described.set(userAgent, summary);
  return summary;
}
