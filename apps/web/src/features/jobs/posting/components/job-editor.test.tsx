import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, member, signedInAs, stubApi, type RecordedCall } from '../../../../test/fetch-stub';
import { renderApp } from '../../../../test/render-app';
import { deadlineParts } from '../model/deadline';
import { applicantsPage, catalog, jobDetail } from '../test-fixtures';

const CATALOG = ['Python', 'PyTorch', 'SQL', 'Excel'];
const base = {
  'GET /api/v1/session': signedInAs(member),
  'GET /api/v1/skills/catalog': (call: RecordedCall) => {
    const q = (new URLSearchParams(call.search).get('q') ?? '').toLowerCase();
    return json(200, catalog(CATALOG.filter((name) => name.toLowerCase().includes(q))));
  },
};

type User = ReturnType<typeof renderApp>['user'];

/** Types into the skill box and picks the suggestion with that name. */
async function addSkill(user: User, typed: string, name: string) {
  await user.type(screen.getByRole('combobox', { name: 'Add a skill' }), typed);
  await user.click(await screen.findByRole('option', { name }));
}

/** The fields a job cannot go without. */
async function fillRequired(user: User, description = 'We build payments for Ghana.') {
  await user.type(await screen.findByLabelText('Job title'), 'Data Analyst');
  await user.type(screen.getByLabelText('Location'), 'Accra, Ghana');
  await addSkill(user, 'Pyt', 'Python');
  await user.type(screen.getByLabelText('Description'), description);
}

describe('Posting a job', () => {
  it('publishes every field, with a custom question, as the contract asks, then opens the applicants', async () => {
    const api = stubApi({
      ...base,
      'POST /api/v1/jobs': () => json(201, jobDetail({ id: 'job-9' })),
      'GET /api/v1/jobs/job-9/applications': () => json(200, applicantsPage([], { id: 'job-9' })),
    });
    const { user, location } = renderApp('/app/jobs/new');
    expect(await screen.findByRole('heading', { level: 1, name: 'Post a job' })).toBeInTheDocument();
    expect(document.title).toBe('Post a job | SkillLink');
    expect(screen.getByText(/The first member to post for a company manages it/)).toBeInTheDocument();

    await fillRequired(user);
    await user.type(screen.getByLabelText('Company'), '  Hubtel ');
    await user.selectOptions(screen.getByLabelText('Job type'), 'contract');
    await user.selectOptions(screen.getByLabelText('Experience level'), 'senior');
    await user.click(screen.getByLabelText('Remote work possible'));
    await user.click(screen.getByRole('radio', { name: 'Give a range' }));
    await user.type(screen.getByLabelText('Minimum'), '8,000');
    await user.type(screen.getByLabelText('Maximum'), '12000');
    await user.selectOptions(screen.getByLabelText('Currency'), 'KES');
    await addSkill(user, 'sq', 'SQL');
    await user.type(screen.getByLabelText('Requirements'), 'SQL daily{Enter}{Enter}  Excel  ');
    const inTenDays = deadlineParts(new Date(Date.now() + 10 * 86_400_000).toISOString()).date;
    await user.type(screen.getByLabelText('Date'), inTenDays);
    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    // The new question gets the keyboard.
    expect(screen.getByRole('textbox', { name: 'Question 1' })).toHaveFocus();
    await user.keyboard('Why Hubtel?');

    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByRole('heading', { name: 'Preview' })).toHaveFocus();
    expect(api.callsTo('POST /api/v1/jobs')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    await waitFor(() => expect(location().pathname).toBe('/app/jobs/job-9/applicants'));
    expect(api.callsTo('POST /api/v1/jobs')[0]!.body).toEqual({
      kind: 'job',
      budget: null,
      duration: '',
      title: 'Data Analyst',
      companyName: 'Hubtel',
      location: 'Accra, Ghana',
      type: 'contract',
      experienceLevel: 'senior',
      salary: { min: 8000, max: 12000, currency: 'KES', period: 'year' },
      isRemote: true,
      skills: ['Python', 'SQL'],
      description: 'We build payments for Ghana.',
      requirements: ['SQL daily', 'Excel'],
      responsibilities: [],
      benefits: [],
      // Only a date: the end of that day in the member's zone.
      deadline: new Date(`${inTenDays}T23:59:00`).toISOString(),
      questions: ['Why Hubtel?'],
    });
    expect(await screen.findByText('Your job is published')).toBeInTheDocument();
  });

  it('refuses a minimum above the maximum before anything is sent', async () => {
    const api = stubApi(base);
    const { user } = renderApp('/app/jobs/new');
    await fillRequired(user);
    await user.click(screen.getByRole('radio', { name: 'Give a range' }));
    await user.type(screen.getByLabelText('Minimum'), '5000');
    await user.type(screen.getByLabelText('Maximum'), '3000');
    await user.click(screen.getByRole('button', { name: 'Preview' }));

    const minimum = screen.getByLabelText('Minimum');
    expect(await screen.findByText('Minimum salary must not be above the maximum')).toBeInTheDocument();
    expect(minimum).toHaveAttribute('aria-invalid', 'true');
    expect(minimum).toHaveAccessibleDescription('Minimum salary must not be above the maximum');
    expect(minimum).toHaveFocus();
    expect(screen.queryByRole('heading', { name: 'Preview' })).not.toBeInTheDocument();
    // Fixing it clears the message.
    await user.clear(screen.getByLabelText('Maximum'));
    await user.type(screen.getByLabelText('Maximum'), '9000');
    expect(screen.queryByText('Minimum salary must not be above the maximum')).not.toBeInTheDocument();
    expect(api.calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it('shows the server’s field messages under their fields and keeps everything typed', async () => {
    let attempt = 0;
    const api = stubApi({
      ...base,
      'POST /api/v1/jobs': () => {
        attempt += 1;
        if (attempt === 1) {
          return apiError(400, 'unknown_skill', 'Unknown skill: Python. Choose skills from the list', {
            skills: 'Unknown skill: Python. Choose skills from the list',
          });
        }
        return apiError(403, 'company_managed_elsewhere', 'Hubtel is managed by another member: ask them to add you as a recruiter', {
          companyName: 'Hubtel is managed by another member: ask them to add you as a recruiter',
        });
      },
    });
    const { user } = renderApp('/app/jobs/new');
    await fillRequired(user);
    await user.type(screen.getByLabelText('Company'), 'Hubtel');
    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    await user.keyboard('Notice period?');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await user.click(await screen.findByRole('button', { name: 'Publish' }));

    // Back on the form, the message under the skills, the keyboard on the skill box.
    const skillBox = await screen.findByRole('combobox', { name: 'Add a skill' });
    expect(screen.getByText('Unknown skill: Python. Choose skills from the list')).toBeInTheDocument();
    expect(screen.getByText('Please correct the highlighted fields.')).toBeInTheDocument();
    expect(skillBox).toHaveAttribute('aria-invalid', 'true');
    expect(skillBox).toHaveFocus();
    expect(screen.getByLabelText('Job title')).toHaveValue('Data Analyst');
    expect(screen.getByLabelText('Description')).toHaveValue('We build payments for Ghana.');
    expect(screen.getByRole('textbox', { name: 'Question 1' })).toHaveValue('Notice period?');
    expect(screen.getByRole('button', { name: 'Remove Python' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    const company = await screen.findByLabelText('Company');
    expect(company).toHaveAccessibleDescription(expect.stringContaining('Hubtel is managed by another member'));
    expect(company).toHaveValue('Hubtel');
    expect(api.callsTo('POST /api/v1/jobs')).toHaveLength(2);
  });

  it('previews salary and description as applicants will see them, links clickable and markup as text', async () => {
    stubApi(base);
    const { user } = renderApp('/app/jobs/new');
    await fillRequired(user, '<img src=x onerror="alert(1)"> <b>Bold</b>{Enter}Apply at https://acme.example/jobs.');
    await user.click(screen.getByRole('radio', { name: 'Give a range' }));
    await user.type(screen.getByLabelText('Minimum'), '8000');
    await user.type(screen.getByLabelText('Maximum'), '12500');
    await user.click(screen.getByRole('button', { name: 'Preview' }));

    const listing = await screen.findByRole('article', { name: 'Job listing preview' });
    expect(within(listing).getByText('GHS 8k – GHS 12.5k')).toBeInTheDocument();
    // Posted as themselves: the member's own name stands for the company.
    expect(within(listing).getByText('Ama Mensah')).toBeInTheDocument();
    expect(within(listing).getByText(/<img src=x onerror="alert\(1\)"> <b>Bold<\/b>/)).toBeInTheDocument();
    expect(listing.querySelector('img, b, script')).toBeNull();
    const link = within(listing).getByRole('link', { name: /https:\/\/acme\.example\/jobs/ });
    expect(link).toHaveAttribute('href', 'https://acme.example/jobs');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');

    // Back to the form with everything still there; hourly pay shows "/hr".
    await user.click(screen.getByRole('button', { name: 'Back to editing' }));
    await user.click(screen.getByRole('radio', { name: 'Not disclosed' }));
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('Salary not disclosed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back to editing' }));
    await user.click(screen.getByRole('radio', { name: 'Give a range' }));
    expect(screen.getByLabelText('Minimum')).toHaveValue('8000');
    await user.selectOptions(screen.getByLabelText('Paid'), 'hour');
    await user.selectOptions(screen.getByLabelText('Currency'), 'USD');
    await user.clear(screen.getByLabelText('Minimum'));
    await user.clear(screen.getByLabelText('Maximum'));
    await user.type(screen.getByLabelText('Maximum'), '45');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('Up to $45/hr')).toBeInTheDocument();
  });

  it('edits a job from what is saved and sends the change with PUT', async () => {
    const saved = jobDetail({
      id: 'job-1',
      company: { id: 'co-1', name: 'Hubtel', logo: null },
      salary: { min: null, max: 50, currency: 'USD', period: 'hour' },
      skills: ['Python', 'SQL'],
      requirements: ['SQL', 'Excel'],
      questions: [{ id: 'q1', text: 'Why us?' }],
      deadline: new Date(Date.now() + 5 * 86_400_000).toISOString(),
    });
    const api = stubApi({
      ...base,
      'GET /api/v1/jobs/job-1': () => json(200, saved),
      'PUT /api/v1/jobs/job-1': (call) => json(200, { ...saved, ...(call.body as object) }),
      'GET /api/v1/jobs/job-1/applications': () => json(200, applicantsPage([])),
    });
    const { user, location } = renderApp('/app/jobs/job-1/edit');
    expect(await screen.findByLabelText('Job title')).toHaveValue('Data Analyst');
    expect(screen.getByRole('heading', { level: 1, name: 'Edit job' })).toBeInTheDocument();
    expect(screen.getByLabelText('Company')).toHaveValue('Hubtel');
    expect(screen.getByRole('radio', { name: 'Give a range' })).toBeChecked();
    expect(screen.getByLabelText('Minimum')).toHaveValue('');
    expect(screen.getByLabelText('Maximum')).toHaveValue('50');
    expect(screen.getByLabelText('Paid')).toHaveValue('hour');
    expect(screen.getByLabelText('Requirements')).toHaveValue('SQL\nExcel');
    expect(screen.getByRole('textbox', { name: 'Question 1' })).toHaveValue('Why us?');
    expect(screen.getByLabelText('Date')).toHaveValue(deadlineParts(saved.deadline).date);
    expect(screen.getByRole('button', { name: 'Remove SQL' })).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Job title'));
    await user.type(screen.getByLabelText('Job title'), 'Senior Data Analyst');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(location().pathname).toBe('/app/jobs/job-1/applicants'));
    expect(api.callsTo('PUT /api/v1/jobs/job-1')[0]!.body).toMatchObject({
      title: 'Senior Data Analyst',
      companyName: 'Hubtel',
      salary: { min: null, max: 50, currency: 'USD', period: 'hour' },
      requirements: ['SQL', 'Excel'],
      questions: ['Why us?'],
      deadline: new Date(`${deadlineParts(saved.deadline).date}T${deadlineParts(saved.deadline).time}:00`).toISOString(),
    });
  });
});
