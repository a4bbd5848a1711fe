import type { JobAlert, JobAlertEmails, JobAlertInput, JobAlertsPage } from '@skilllink/contracts/jobs';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api';
import { jobsKeys } from '../../api/keys';

// The job alerts endpoints (one fetcher each) and their one query: under ['jobs', …], so what
// refreshes every jobs answer (a notice arriving) refreshes the alerts too.

const ALERTS = '/api/v1/jobs/alerts';
export const alertsKey = () => [...jobsKeys.all, 'alerts'] as const;

export function getAlerts(signal?: AbortSignal): Promise<JobAlertsPage> {
  return api<JobAlertsPage>(ALERTS, { signal });
}

export function createAlert(input: JobAlertInput): Promise<JobAlert> {
  return api<JobAlert>(ALERTS, { method: 'POST', body: input });
}

export function deleteAlert(alertId: string): Promise<void> {
  return api<void>(`${ALERTS}/${encodeURIComponent(alertId)}`, { method: 'DELETE' });
}

export function setAlertEmails(body: JobAlertEmails): Promise<JobAlertEmails> {
  return api<JobAlertEmails>(`${ALERTS}/emails`, { method: 'PUT', body });
}

/** The member's alerts and their digest e-mail switch (the Saved tab's Alerts section). */
export const alertsQuery = () => queryOptions({ queryKey: alertsKey(), queryFn: ({ signal }) => getAlerts(signal) });

export function useAlerts() {
  return useQuery(alertsQuery());
}

/** Saves the search; the new alert heads the list at once. */
export function useCreateAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createAlert,
    onSuccess: (alert) =>
      queryClient.setQueryData<JobAlertsPage>(alertsKey(), (data) => (data ? { ...data, items: [alert, ...data.items] } : data)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: alertsKey() }),
  });
}

/** Deletes an alert; it leaves the list at once and comes back if the server refuses. */
export function useDeleteAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAlert,
    onMutate: async (alertId) => {
      await queryClient.cancelQueries({ queryKey: alertsKey() });
      queryClient.setQueryData<JobAlertsPage>(alertsKey(), (data) =>
        data ? { ...data, items: data.items.filter((a) => a.id !== alertId) } : data,
      );
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: alertsKey() }),
  });
}

/** The digest e-mail switch, shown switched at once. */
export function useSetAlertEmails() {
  const queryClient = useQueryClient();
  const show = (enabled: boolean) =>
    queryClient.setQueryData<JobAlertsPage>(alertsKey(), (data) => (data ? { ...data, emails: enabled } : data));
  return useMutation({
    mutationFn: setAlertEmails,
    onMutate: async ({ enabled }) => {
      await queryClient.cancelQueries({ queryKey: alertsKey() });
      show(enabled);
    },
    onError: (_error, { enabled }) => show(!enabled),
    onSettled: () => queryClient.invalidateQueries({ queryKey: alertsKey() }),
  });
}
