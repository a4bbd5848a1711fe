import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, member, signedInAs, stubApi } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { application, detail, jobsPage, pageApi, project } from '../test-fixtures';

const PROJECTS = 'GET /api/v1/jobs';

describe('Projects tab and proposals', () => {
  it('searches projects by type and budget, and shows each card’s budget, status and proposals', async () => {
    const api = stubApi({
      ...pageApi(),
      [PROJECTS]: () =>
        json(
          200,
          jobsPage([
            project(1, { title: 'Menu board', applicationsCount: 3, budget: { min: null, max: 800, currency: 'USD' } }),
            project(2, { projectStatus: 'awarded', isActive: false, applicationsCount: 1 }),
          ]),
        ),
    });
    const { user, location } = renderApp('/app/jobs?tab=projects');
    expect(await screen.findByRole('link', { name: 'Post a project' })).toHaveAttribute('href', '/app/jobs/new?kind=project');
    const type = screen.getByLabelText('Project type');
    expect(
      within(type)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All Types', 'Design', 'Development', 'Data']);

    const [menu, awarded] = (await screen.findAllByRole('article')).map((a) => within(a));
    expect(menu!.getByText('Up to $800')).toBeInTheDocument();
    expect(menu!.getByText('Duration: 2 weeks')).toBeInTheDocument();
    expect(menu!.getByText('Project status: Open')).toBeInTheDocument();
    expect(menu!.getByText('3 proposals')).toBeInTheDocument();
    expect(menu!.getByText('Match score: 72%')).toBeInTheDocument();
    expect(menu!.getByRole('button', { name: 'Save Menu board' })).toBeInTheDocument();
    expect(menu!.getByRole('button', { name: 'Submit a proposal for Menu board' })).toHaveTextContent('Submit proposal');
    // Awarded: no more proposals.
    expect(awarded!.getByText('Project status: Awarded')).toBeInTheDocument();
    expect(awarded!.getByText('1 proposal')).toBeInTheDocument();
    expect(awarded!.queryByRole('button', { name: /Submit a proposal/ })).not.toBeInTheDocument();

    await user.selectOptions(type, 'data');
    await user.click(screen.getByRole('button', { name: 'More filters' }));
    await user.selectOptions(screen.getByLabelText('Budget currency'), 'GHS');
    await user.type(screen.getByLabelText('Minimum budget'), '2000');
    const wanted = '?kind=project&type=data&currency=GHS&salaryMin=2000';
    await waitFor(() => expect(api.callsTo(PROJECTS).map((c) => c.search)).toContain(wanted));
    expect(location().search).toBe('?tab=projects&type=data&currency=GHS&salaryMin=2000');
  });

  it('says when no project is open and offers to post one; a filtered search offers to clear', async () => {
    stubApi({ ...pageApi(), [PROJECTS]: () => json(200, jobsPage([])) });
    const { user } = renderApp('/app/jobs?tab=projects');
    expect(await screen.findByText('No open freelance projects right now. Post one, or check back soon.')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Post a project' })).toHaveLength(2);
    await user.selectOptions(screen.getByLabelText('Project type'), 'development');
    expect(await screen.findByText('Try other words or clear the filters.')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Clear filters' }).length).toBeGreaterThan(0);
  });

  it('shows the server’s refusals of a proposal where they belong', async () => {
    let answer = apiError(400, 'proposal_incomplete', 'Give a timeline and your budget', { budget: 'Give your budget' });
    stubApi({
      'GET /api/v1/session': signedInAs(member),
      'GET /api/v1/jobs/job-1': () => json(200, detail({ ...project(1), questions: [] })),
      'POST /api/v1/jobs/job-1/applications': () => answer,
    });
    const { user } = renderApp('/app/jobs/job-1');
    expect(await screen.findByRole('heading', { name: 'About the project' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Share the project Project 1' }));
    expect(await screen.findByRole('menuitem', { name: 'SMS' })).toHaveAttribute(
      'href',
      `sms:?&body=${encodeURIComponent('A project on SkillLink you may like: http://localhost:3000/app/jobs/job-1')}`,
    );
    await user.keyboard('{Escape}');
    expect(screen.getByText('GHS 1.5k – GHS 3k')).toBeInTheDocument();
    const submit = await screen.findByRole('button', { name: 'Submit a proposal for Project 1' });
    await user.click(submit);
    let dialog = within(await screen.findByRole('dialog', { name: 'Submit a proposal' }));
    await user.type(await dialog.findByLabelText('Timeline'), '3 weeks');
    await user.type(dialog.getByLabelText('Rate / budget'), '   x');
    await user.click(dialog.getByRole('button', { name: 'Send proposal' }));
    await waitFor(() => expect(dialog.getByLabelText('Rate / budget')).toHaveAccessibleDescription('Give your budget'));
    expect(dialog.getByLabelText('Timeline')).not.toHaveAttribute('aria-invalid');

    answer = apiError(409, 'already_proposed', 'You have already sent a proposal for this project');
    await user.click(dialog.getByRole('button', { name: 'Send proposal' }));
    expect(await screen.findByText('You have already sent a proposal for this project')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    answer = apiError(409, 'project_closed', 'This project no longer takes proposals');
    await user.click(submit);
    dialog = within(await screen.findByRole('dialog', { name: 'Submit a proposal' }));
    await user.type(await dialog.findByLabelText('Timeline'), '3 weeks');
    await user.type(dialog.getByLabelText('Rate / budget'), 'GHS 2,000');
    await user.click(dialog.getByRole('button', { name: 'Send proposal' }));
    expect(await screen.findByText('This project no longer takes proposals')).toBeInTheDocument();
  });

  it('lists a proposal in My Applications as a proposal, Awarded', async () => {
    const awarded = application(1, {
      status: 'awarded',
      job: project(1, { title: 'Menu board', projectStatus: 'awarded', isActive: false }),
    });
    stubApi({ ...pageApi(), 'GET /api/v1/applications/mine': () => json(200, { items: [awarded, application(2)] }) });
    renderApp('/app/jobs?tab=applications');
    const [proposal, job] = (await screen.findAllByRole('article')).map((a) => within(a));
    expect(proposal!.getByText('Proposal')).toBeInTheDocument();
    expect(proposal!.getByText('Proposal status: Awarded')).toBeInTheDocument();
    expect(proposal!.getByText(/Sent/)).toBeInTheDocument();
    expect(job!.getByText('Application')).toBeInTheDocument();
    expect(job!.getByText('Application status: Pending')).toBeInTheDocument();
    expect(job!.getByRole('button', { name: 'Withdraw your application to Job 2' })).toBeInTheDocument();
  });
});
