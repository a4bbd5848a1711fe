import { MESSAGE_GROUP_GAP_MS } from '@skilllink/contracts/constants';

/**
 * A timestamp separates two messages more than MESSAGE_GROUP_GAP_MS (five minutes) apart, and
 * heads the first. True where a divider goes before the item at that index.
 */
export function dividerBefore(times: readonly string[]): boolean[] {
  return times.map((iso, index) => {
    if (index === 0) return true;
    return new Date(iso).getTime() - new Date(times[index - 1]!).getTime() > MESSAGE_GROUP_GAP_MS;
  });
}
