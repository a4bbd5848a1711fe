import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, member, signedInAs, stubApi, type RecordedCall } from '../../../../test/fetch-stub';
import { renderApp } from '../../../../test/render-app';
import { applicantsPage, catalog, jobDetail } from '../test-fixtures';

const base = {
  'GET /api/v1/session': signedInAs(member),
  'GET /api/v1/skills/catalog': (call: RecordedCall) => {
    const q = (new URLSearchParams(call.search).get('q') ?? '').toLowerCase();
    return json(200, catalog(['Figma', 'Canva'].filter((name) => name.toLowerCase().includes(q))));
  },
};

const PROJECT = {
  kind: 'project' as const,
  type: 'design' as const,
  salary: null,
  budget: { min: 1_500, max: null, currency: 'USD' as const },
  duration: '2 weeks',
  projectStatus: 'open' as const,
};

type User = ReturnType<typeof renderApp>['user'];

async function addSkill(user: User, typed: string, name: string) {
  await user.type(screen.getByRole('combobox', { name: 'Add a skill' }), typed);
  await user.click(await screen.findByRole('option', { name }));
}

describe('Posting a freelance project', () => {
  it('asks for a project type, a budget without a period and a duration, previews them and publishes a project', async () => {
    const api = stubApi({
      ...base,
      'POST /api/v1/jobs': () => json(201, jobDetail({ id: 'job-9', ...PROJECT })),
      'GET /api/v1/jobs/job-9/applications': () => json(200, applicantsPage([], { id: 'job-9', ...PROJECT })),
    });
    const { user, location } = renderApp('/app/jobs/new?kind=project');
    expect(await screen.findByRole('heading', { level: 1, name: 'Post a project' })).toBeInTheDocument();
    expect(screen.getByLabelText('What are you posting?')).toHaveValue('project');
    for (const name of ['The project', 'Budget', 'About the project', 'Proposals']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    const type = screen.getByLabelText('Project type');
    expect(
      within(type)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Design', 'Development', 'Data']);

    await user.type(screen.getByLabelText('Project title'), 'Sales dashboard');
    await user.type(screen.getByLabelText('Location'), 'Lagos, Nigeria');
    await user.selectOptions(type, 'data');
    await user.type(screen.getByLabelText('Duration'), '6 weeks');
    await user.click(screen.getByRole('radio', { name: 'Give a range' }));
    // A budget is for the whole work: no period.
    expect(screen.queryByLabelText('Paid')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Minimum'), '5000');
    await user.type(screen.getByLabelText('Maximum'), '2000');
    await user.selectOptions(screen.getByLabelText('Currency'), 'NGN');
    await addSkill(user, 'fig', 'Figma');
    await user.type(screen.getByLabelText('Description'), 'A dashboard of our sales.');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByLabelText('Minimum')).toHaveAccessibleDescription('Minimum budget must not be above the maximum');

    await user.clear(screen.getByLabelText('Maximum'));
    await user.type(screen.getByLabelText('Maximum'), '900000');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const listing = await screen.findByRole('article', { name: 'Job listing preview' });
    expect(within(listing).getByText('NGN 5k – NGN 900k')).toBeInTheDocument();
    expect(within(listing).getByText('Duration: 6 weeks')).toBeInTheDocument();
    expect(within(listing).getByText('Project status: Open')).toBeInTheDocument();
    expect(within(listing).getByText('Data')).toBeInTheDocument();
    expect(within(listing).getByRole('heading', { name: 'About the project' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    await waitFor(() => expect(location().pathname).toBe('/app/jobs/job-9/applicants'));
    expect(api.callsTo('POST /api/v1/jobs')[0]!.body).toMatchObject({
      kind: 'project',
      title: 'Sales dashboard',
      type: 'data',
      salary: null,
      budget: { min: 5000, max: 900_000, currency: 'NGN' },
      duration: '6 weeks',
      skills: ['Figma'],
    });
  });

  it('switches a new listing between a job and a project; an edit keeps its kind', async () => {
    const saved = jobDetail({ id: 'job-1', title: 'Logo design', ...PROJECT });
    const api = stubApi({
      ...base,
      'GET /api/v1/jobs/job-1': () => json(200, saved),
      'PUT /api/v1/jobs/job-1': (call) => json(200, { ...saved, ...(call.body as object) }),
      'GET /api/v1/jobs/job-1/applications': () => json(200, applicantsPage([], PROJECT)),
    });
    const first = renderApp('/app/jobs/new');
    const kind = await screen.findByLabelText('What are you posting?');
    expect(screen.getByLabelText('Job type')).toBeInTheDocument();
    await first.user.selectOptions(kind, 'project');
    expect(screen.getByRole('heading', { level: 1, name: 'Post a project' })).toBeInTheDocument();
    // The tab follows the kind too.
    expect(document.title).toBe('Post a project | SkillLink');
    expect(within(screen.getByLabelText('Project type')).getAllByRole('option')).toHaveLength(3);
    expect(screen.getByLabelText('Duration')).toBeInTheDocument();
    await first.user.selectOptions(kind, 'job');
    expect(document.title).toBe('Post a job | SkillLink');
    expect(screen.getByLabelText('Job type')).toHaveValue('full-time');
    expect(screen.queryByLabelText('Duration')).not.toBeInTheDocument();
    first.unmount();

    const { user, location } = renderApp('/app/jobs/job-1/edit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit project' })).toBeInTheDocument();
    expect(document.title).toBe('Edit project | SkillLink');
    expect(screen.getByLabelText('What are you posting?')).toBeDisabled();
    expect(screen.getByLabelText('What are you posting?')).toHaveAccessibleDescription('A listing keeps its kind once posted.');
    expect(screen.getByLabelText('Project title')).toHaveValue('Logo design');
    expect(screen.getByLabelText('Duration')).toHaveValue('2 weeks');
    expect(screen.getByLabelText('Minimum')).toHaveValue('1500');
    expect(screen.getByLabelText('Currency')).toHaveValue('USD');
    await user.clear(screen.getByLabelText('Duration'));
    await user.type(screen.getByLabelText('Duration'), '3 weeks');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(location().pathname).toBe('/app/jobs/job-1/applicants'));
    expect(api.callsTo('PUT /api/v1/jobs/job-1')[0]!.body).toMatchObject({
      kind: 'project',
      type: 'design',
      salary: null,
      budget: { min: 1500, max: null, currency: 'USD' },
      duration: '3 weeks',
    });
  });
});
