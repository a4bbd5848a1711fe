import { useTabParam } from '../../../lib/use-tab-param';

/** `posted` is shown to members who have posted a job (or who open it by its address). */
export const JOBS_TABS = ['jobs', 'projects', 'applications', 'saved', 'posted'] as const;
export type JobsTab = (typeof JOBS_TABS)[number];

/**
 * The open tab (?tab=, Jobs without it), so a notification can open My Applications and a
 * reload stays put; the Jobs tab's filters stay in the address while another tab is open.
 */
export const useJobsTab = (): [JobsTab, (tab: string) => void] => useTabParam(JOBS_TABS);
