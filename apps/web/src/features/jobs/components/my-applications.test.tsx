import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, member, signedInAs, stubApi } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { application, job, jobsPage, pageApi } from '../test-fixtures';

describe('My Applications and Saved tabs', () => {
  it('lists my applications with their status, and withdraws a pending one after asking', async () => {
    let withdrawn = false;
    const pending = application(1, { job: job(1, { title: 'Data Analyst', company: { id: 'c', name: 'MTN Ghana', logo: null } }) });
    const api = stubApi({
      ...pageApi(),
      'GET /api/v1/applications/mine': () =>
        json(200, {
          items: [
            withdrawn ? { ...pending, status: 'withdrawn' } : pending,
            application(2, { status: 'interviewed' }),
            application(3, { status: 'rejected' }),
          ],
        }),
      'POST /api/v1/applications/application-1/withdraw': () => {
        withdrawn = true;
        return json(200, { ...pending, status: 'withdrawn' });
      },
      'POST /api/v1/applications/application-2/withdraw': () =>
        apiError(409, 'not_withdrawable', 'Only a pending application can be withdrawn'),
    });
    const { user } = renderApp('/app/jobs?tab=applications');
    expect(await screen.findByRole('tab', { name: 'My Applications' })).toHaveAttribute('aria-selected', 'true');
    const items = await screen.findAllByRole('article');
    expect(within(items[0]!).getByRole('link', { name: 'Data Analyst' })).toHaveAttribute('href', '/app/jobs/job-1');
    expect(within(items[0]!).getByText('MTN Ghana · Accra, Ghana')).toBeInTheDocument();
    expect(within(items[0]!).getByText('2d ago')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Application status: Pending')).toBeInTheDocument();
    expect(within(items[1]!).getByText('Application status: Interviewed')).toBeInTheDocument();
    expect(within(items[2]!).getByText('Application status: Rejected')).toBeInTheDocument();
    // Only a pending application can be withdrawn.
    expect(within(items[1]!).queryByRole('button', { name: /Withdraw/ })).not.toBeInTheDocument();

    await user.click(within(items[0]!).getByRole('button', { name: 'Withdraw your application to Data Analyst' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Withdraw your application?' }));
    expect(dialog.getByText(/Your application to Data Analyst at MTN Ghana will be withdrawn/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /api/v1/applications/application-1/withdraw')).toHaveLength(0);

    await user.click(within(items[0]!).getByRole('button', { name: 'Withdraw your application to Data Analyst' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Withdraw application' }));
    expect(await screen.findByText('Your application was withdrawn.')).toBeInTheDocument();
    expect(await within(screen.getAllByRole('article')[0]!).findByText('Application status: Withdrawn')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Withdraw your application/ })).not.toBeInTheDocument();
    expect(api.callsTo('POST /api/v1/applications/application-1/withdraw')).toHaveLength(1);
  });

  it('says so when there are no applications yet, and leads to the jobs', async () => {
    stubApi({
      ...pageApi(),
      'GET /api/v1/applications/mine': () => json(200, { items: [] }),
      'GET /api/v1/jobs': () => json(200, jobsPage([job(1)])),
    });
    const { user, location } = renderApp('/app/jobs?tab=applications');
    expect(await screen.findByText('No applications yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Browse jobs' }));
    expect(await screen.findByRole('tab', { name: 'Jobs' })).toHaveAttribute('aria-selected', 'true');
    expect(location().search).toBe('');
  });

  it('shows saved jobs with their count; unsaving one takes it off the list', async () => {
    let saved = [job(1, { title: 'Product Manager', saved: true }), job(2, { title: 'UX Designer', saved: true })];
    stubApi({
      ...pageApi(),
      'GET /api/v1/jobs/saved': () => json(200, { items: saved }),
      'DELETE /api/v1/jobs/job-1/save': () => {
        saved = saved.filter((j) => j.id !== 'job-1');
        return json(200, { saved: false });
      },
    });
    const { user } = renderApp('/app/jobs?tab=saved');
    expect(await screen.findByRole('tab', { name: 'Saved 2' })).toHaveAttribute('aria-selected', 'true');
    const unsave = await screen.findByRole('button', { name: 'Save Product Manager' });
    expect(unsave).toHaveAttribute('aria-pressed', 'true');
    await user.click(unsave);
    await waitFor(() => expect(screen.queryByText('Product Manager')).not.toBeInTheDocument());
    expect(screen.getByRole('tab', { name: 'Saved 1' })).toBeInTheDocument();
    expect(screen.getByText('UX Designer')).toBeInTheDocument();
  });

  it('lists freelance projects in the Projects tab with their budget, duration, status and Submit proposal', async () => {
    const project = job(7, {
      kind: 'project',
      title: 'Logo for a chop bar',
      type: 'design',
      salary: null,
      budget: { min: 1_500, max: 3_000, currency: 'GHS' },
      duration: '2 weeks',
      projectStatus: 'in_review',
    });
    const api = stubApi({
      ...pageApi(),
      'GET /api/v1/jobs': (call) =>
        json(200, jobsPage(call.search.includes('kind=project') ? [project, job(8, { ...project, id: 'job-8', budget: null })] : [])),
    });
    renderApp('/app/jobs?tab=projects');
    const [card, undisclosed] = (await screen.findAllByRole('article')).map((a) => within(a));
    expect(card!.getByText('GHS 1.5k – GHS 3k')).toBeInTheDocument();
    expect(card!.getByText('Duration: 2 weeks')).toBeInTheDocument();
    expect(card!.getByText('In review')).toBeInTheDocument();
    expect(card!.getByText('Design')).toBeInTheDocument();
    expect(card!.getByRole('button', { name: 'Submit a proposal for Logo for a chop bar' })).toBeInTheDocument();
    expect(undisclosed!.getByText('Budget not disclosed')).toBeInTheDocument();
    expect(screen.getByText('2 projects')).toBeInTheDocument();
    expect(api.callsTo('GET /api/v1/jobs').every((c) => c.search.includes('kind=project'))).toBe(true);
  });

  it('is in French for a French member', async () => {
    const { i18n, setLanguage } = await import('../../../lib/i18n');
    await import('../i18n');
    await setLanguage('fr');
    try {
      stubApi({
        ...pageApi(),
        // The member's own choice, which the app applies once signed in.
        'GET /api/v1/session': signedInAs({ ...member, language: 'fr' }),
        'GET /api/v1/jobs': () => json(200, jobsPage([job(1, { isRemote: true })], { total: 1000 })),
      });
      renderApp('/app/jobs');
      expect(await screen.findByRole('heading', { level: 1, name: 'Emplois et projets' })).toBeInTheDocument();
      expect(screen.getByRole('tab', { name: 'Mes candidatures' })).toBeInTheDocument();
      expect(await screen.findByText('1 000+ offres')).toBeInTheDocument();
      const card = within(screen.getByRole('article'));
      expect(card.getByText('60 k GHS – 90 k GHS')).toBeInTheDocument();
      expect(card.getByText('Temps plein')).toBeInTheDocument();
      expect(card.getByText('Télétravail')).toBeInTheDocument();
      expect(card.getByRole('button', { name: 'Postuler à Job 1' })).toBeInTheDocument();
      expect(card.getByText('Score de correspondance : 72 %')).toBeInTheDocument();
      expect(await screen.findByRole('region', { name: 'Recommandées pour vous' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Ajouter votre formation' })).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
