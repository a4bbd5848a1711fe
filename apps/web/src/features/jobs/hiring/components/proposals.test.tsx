import type { ApplicationStatus } from '@skilllink/contracts/jobs';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, member, signedInAs, stubApi } from '../../../../test/fetch-stub';
import { renderApp } from '../../../../test/render-app';
import { applicant, applicantsPage, jobSummary } from '../../posting/test-fixtures';

const PROJECT = {
  kind: 'project' as const,
  title: 'Menu board design',
  type: 'design' as const,
  salary: null,
  budget: { min: 1_500, max: 3_000, currency: 'GHS' as const },
  duration: '2 weeks',
  projectStatus: 'open' as const,
};

describe('Proposals for a project', () => {
  it('lists proposals with their timeline and budget, awards one after confirming, and the project shows Awarded', async () => {
    let items = [
      applicant(1, {
        member: { id: 'kofi', name: 'Kofi Owusu', avatar: null, title: '', location: '' },
        timeline: '10 days',
        budget: 'GHS 2,400 for both',
      }),
      applicant(2, {
        member: { id: 'efua', name: 'Efua Asante', avatar: null, title: '', location: '' },
        timeline: '3 weeks',
        budget: 'GHS 1,800',
      }),
    ];
    let job = { ...PROJECT, isActive: true, projectStatus: 'open' as 'open' | 'awarded' };
    const api = stubApi({
      'GET /api/v1/session': signedInAs(member),
      'GET /api/v1/jobs/job-1/applications': () => json(200, applicantsPage(items, job)),
      'PATCH /api/v1/applications/app-1': (call) => {
        const status = (call.body as { status: ApplicationStatus }).status;
        items = items.map((a) => (a.applicationId === 'app-1' ? { ...a, status } : a));
        job = { ...job, isActive: false, projectStatus: 'awarded' };
        return json(200, items[0]);
      },
    });
    const { user } = renderApp('/app/jobs/job-1/applicants');
    expect(await screen.findByRole('heading', { level: 1, name: 'Menu board design' })).toBeInTheDocument();
    expect(screen.getByText('2 proposals')).toBeInTheDocument();
    expect(screen.getByText('Project status: Open')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Proposals' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close project' })).toBeInTheDocument();
    const status = screen.getByLabelText('Status');
    expect(
      within(status)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'Pending', 'Reviewing', 'Interviewed', 'Rejected', 'Awarded', 'Withdrawn']);

    const kofi = within(screen.getByRole('article', { name: 'Kofi Owusu' }));
    expect(kofi.getByText('Timeline')).toBeInTheDocument();
    expect(kofi.getByText('10 days')).toBeInTheDocument();
    expect(kofi.getByText('Proposed budget')).toBeInTheDocument();
    expect(kofi.getByText('GHS 2,400 for both')).toBeInTheDocument();
    expect(kofi.getByText(/^Sent/)).toBeInTheDocument();

    await user.click(kofi.getByRole('button', { name: 'Change status for Kofi Owusu' }));
    const moves = await screen.findAllByRole('menuitem');
    expect(moves.map((m) => m.textContent)).toEqual(['Move to Reviewing', 'Move to Interviewed', 'Award', 'Reject']);
    await user.click(screen.getByRole('menuitem', { name: 'Award' }));
    const dialog = await screen.findByRole('dialog', { name: 'Award the project to Kofi Owusu?' });
    expect(within(dialog).getByText(/the project closes/)).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/v1/applications/app-1')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Award' }));

    await waitFor(() => expect(api.callsTo('PATCH /api/v1/applications/app-1')[0]!.body).toEqual({ status: 'awarded' }));
    expect(await screen.findByText('Project status: Awarded')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Kofi Owusu' })).getByText('Awarded')).toBeInTheDocument();
    // An awarded project stays closed: no Close or Reopen.
    expect(screen.queryByRole('button', { name: /(Close|Reopen) project/ })).not.toBeInTheDocument();
  });

  it('says "No proposals yet" for a project nobody answered', async () => {
    stubApi({
      'GET /api/v1/session': signedInAs(member),
      'GET /api/v1/jobs/job-1/applications': () => json(200, applicantsPage([], PROJECT)),
    });
    renderApp('/app/jobs/job-1/applicants');
    expect(await screen.findByText('No proposals yet')).toBeInTheDocument();
    expect(screen.getByText(/Freelancers who send a proposal appear here/)).toBeInTheDocument();
    expect(screen.getByText('0 proposals')).toBeInTheDocument();
  });

  it('shows projects in the Posted tab with their proposals and status, and offers to post one', async () => {
    stubApi({
      'GET /api/v1/session': signedInAs(member),
      'GET /api/v1/jobs/sidebar': () => json(404),
      'GET /api/v1/jobs/saved': () => json(200, { items: [] }),
      'GET /api/v1/jobs/mine': () =>
        json(200, {
          items: [
            jobSummary({ id: 'job-2', ...PROJECT, projectStatus: 'in_review', applicationsCount: 3 }),
            jobSummary({ id: 'job-1', applicationsCount: 1 }),
          ],
        }),
    });
    renderApp('/app/jobs?tab=posted');
    const list = await screen.findByRole('list', { name: 'Jobs and projects you posted' });
    const [projectRow, jobRow] = within(list).getAllByRole('link');
    expect(projectRow).toHaveAttribute('href', '/app/jobs/job-2/applicants');
    expect(within(projectRow!).getByText('3 proposals')).toBeInTheDocument();
    expect(within(projectRow!).getByText('Project status: In review')).toBeInTheDocument();
    expect(within(projectRow!).getByText('Freelance project')).toBeInTheDocument();
    expect(within(jobRow!).getByText('1 application')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Post a job' })).toHaveAttribute('href', '/app/jobs/new');
    expect(screen.getByRole('link', { name: 'Post a project' })).toHaveAttribute('href', '/app/jobs/new?kind=project');
  });
});
