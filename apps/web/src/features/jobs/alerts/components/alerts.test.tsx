import type { JobAlert, JobAlertsPage } from '@skilllink/contracts/jobs';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, member, signedInAs, stubApi } from '../../../../test/fetch-stub';
import { renderApp } from '../../../../test/render-app';
import { job, jobsPage, pageApi } from '../../test-fixtures';

const alert = (n: number, overrides: Partial<JobAlert> = {}): JobAlert => ({
  id: `alert-${n}`,
  name: `Designer · Accra ${n}`,
  search: { kind: 'job', q: 'Designer', type: 'all', experience: 'all', location: 'Accra', skills: [] },
  path: '/app/jobs?q=Designer&location=Accra',
  createdAt: new Date(Date.now() - 3_600_000).toISOString(),
  ...overrides,
});
const page = (items: JobAlert[], emails = true): JobAlertsPage => ({ items, emails, max: 20 });

describe('job alerts', () => {
  it('offers "Create alert" only while a search narrows the list, and saves that search', async () => {
    const api = stubApi({
      ...pageApi(),
      'GET /api/v1/jobs': () => json(200, jobsPage([job(1)])),
      'POST /api/v1/jobs/alerts': (call) => json(201, alert(1, { name: 'Designer · Accra · Remote', search: call.body as never })),
    });
    const { user } = renderApp('/app/jobs');
    await screen.findByRole('article');
    expect(screen.queryByRole('button', { name: 'Create alert' })).not.toBeInTheDocument();

    renderApp('/app/jobs?q=Designer&location=Accra&remote=true&datePosted=week');
    await user.click(await screen.findByRole('button', { name: 'Create alert' }));
    expect(
      await screen.findByText('Alert saved: Designer · Accra · Remote. New matches will appear in your notifications.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /api/v1/jobs/alerts')[0]!.body).toEqual({
      search: { kind: 'job', q: 'Designer', type: 'all', experience: 'all', location: 'Accra', remote: true, skills: [] },
    });
  });

  it("says the server's refusal in a toast", async () => {
    stubApi({
      ...pageApi(),
      'GET /api/v1/jobs': () => json(200, jobsPage([job(1)])),
      'POST /api/v1/jobs/alerts': () => apiError(409, 'alert_limit', 'You can keep up to 20 job alerts. Delete one to add another'),
    });
    const { user } = renderApp('/app/jobs?q=nurse');
    await user.click(await screen.findByRole('button', { name: 'Create alert' }));
    expect(await screen.findByText('You can keep up to 20 job alerts. Delete one to add another')).toBeInTheDocument();
  });

  it('lists the alerts on the Saved tab, deletes one and turns the daily e-mail off', async () => {
    let items = [alert(1), alert(2, { search: { ...alert(2).search, kind: 'project' }, path: '/app/jobs?tab=projects&q=logo' })];
    let emails = true;
    const api = stubApi({
      ...pageApi(),
      'GET /api/v1/jobs/alerts': () => json(200, page(items, emails)),
      'DELETE /api/v1/jobs/alerts/alert-1': () => {
        items = items.filter((a) => a.id !== 'alert-1');
        return json(204);
      },
      'PUT /api/v1/jobs/alerts/emails': (call) => {
        emails = (call.body as { enabled: boolean }).enabled;
        return json(200, { enabled: emails });
      },
    });
    const { user } = renderApp('/app/jobs?tab=saved');
    const section = within(await screen.findByRole('region', { name: 'Job alerts' }));
    expect(await section.findByRole('link', { name: 'Designer · Accra 1' })).toHaveAttribute('href', '/app/jobs?q=Designer&location=Accra');
    expect(section.getByRole('link', { name: 'Designer · Accra 2' })).toHaveAttribute('href', '/app/jobs?tab=projects&q=logo');
    expect(section.getByText('Projects')).toBeInTheDocument();
    expect(section.getByText('2 of 20')).toBeInTheDocument();

    await user.click(section.getByRole('button', { name: 'Delete the alert Designer · Accra 1' }));
    expect(await screen.findByText('Alert deleted: Designer · Accra 1')).toBeInTheDocument();
    await waitFor(() => expect(section.queryByRole('link', { name: 'Designer · Accra 1' })).not.toBeInTheDocument());

    const toggle = section.getByRole('switch', { name: 'Daily e-mail with new matches' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    await user.click(toggle);
    expect(await screen.findByText('Daily alert e-mails are off.')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/v1/jobs/alerts/emails')[0]!.body).toEqual({ enabled: false });
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'false'));
  });

  it('is in French for a French member', async () => {
    const { i18n, setLanguage } = await import('../../../../lib/i18n');
    await import('../i18n');
    await setLanguage('fr');
    try {
      stubApi({
        ...pageApi(),
        'GET /api/v1/session': signedInAs({ ...member, language: 'fr' }),
        'GET /api/v1/jobs/alerts': () => json(200, page([])),
        'GET /api/v1/jobs': () => json(200, jobsPage([job(1)])),
      });
      renderApp('/app/jobs?tab=saved');
      const section = within(await screen.findByRole('region', { name: 'Alertes emploi' }));
      expect(await section.findByText(/Aucune alerte pour l’instant/)).toBeInTheDocument();
      expect(section.getByRole('switch', { name: 'E-mail quotidien des nouvelles annonces' })).toBeInTheDocument();
      renderApp('/app/jobs?q=infirmier');
      expect(await screen.findByRole('button', { name: 'Créer une alerte' })).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
