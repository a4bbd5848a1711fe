import { useTabParam } from '../../../lib/use-tab-param';

export const TABS = ['network', 'discover', 'requests', 'following'] as const;
export type Tab = (typeof TABS)[number];

/** The open tab (?tab=, My Network without it), so notifications and links can open Requests. */
export const useTab = (): [Tab, (tab: string) => void] => useTabParam(TABS);
