import type { Applicant, ApplicationStatus } from '@skilllink/contracts/jobs';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, member, signedInAs, stubApi } from '../../../../test/fetch-stub';
import { renderApp } from '../../../../test/render-app';
import { applicant, applicantsPage, jobDetail } from '../../posting/test-fixtures';

const base = { 'GET /api/v1/session': signedInAs(member) };
const APPLICANTS = 'GET /api/v1/jobs/job-1/applications';

/** A server that keeps its applicants' statuses, so refetches after a move agree with it. */
function applicantsServer(items: Applicant[], job = {}) {
  const state = { items, job: { isActive: true, ...job } };
  return {
    state,
    list: () => json(200, applicantsPage(state.items, state.job)),
    setStatus: (id: string, status: ApplicationStatus) =>
      (state.items = state.items.map((a) => (a.applicationId === id ? { ...a, status } : a))),
  };
}

const cardOf = (name: string) => screen.getByRole('article', { name });

describe('Applicants page', () => {
  it('shows the job and each applicant: profile link, match, cover letter, answers and certificates', async () => {
    const letter = `${'I have built dashboards for five years. '.repeat(10)}\nSee https://kofi.example/work.`;
    const server = applicantsServer([
      applicant(1, {
        member: { id: 'kofi', name: 'Kofi Owusu', avatar: null, title: 'Data Analyst', location: 'Kumasi, Ghana' },
        matchScore: 85,
        coverLetter: letter,
        answers: [{ question: 'Notice period?', answer: 'Two weeks' }],
        certificates: [{ courseTitle: 'Python for Data', code: 'SL-7K2Q', issuedAt: '2026-10-01T10:00:00.000Z' }],
      }),
      applicant(2, { member: { id: 'efua', name: 'Efua Asante', avatar: null, title: '', location: '' } }),
    ]);
    const api = stubApi({ ...base, [APPLICANTS]: server.list });
    const { user } = renderApp('/app/jobs/job-1/applicants');

    expect(await screen.findByRole('heading', { level: 1, name: 'Data Analyst' })).toBeInTheDocument();
    expect(document.title).toBe('Applicants | SkillLink');
    expect(screen.getByText('Open')).toBeInTheDocument();
    expect(screen.getByText('2 applications')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/app/jobs/job-1/edit');
    expect(screen.getByRole('link', { name: 'Posted jobs' })).toHaveAttribute('href', '/app/jobs?tab=posted');

    const kofi = cardOf('Kofi Owusu');
    expect(within(kofi).getByRole('link', { name: 'Kofi Owusu' })).toHaveAttribute('href', '/app/profile/kofi');
    expect(within(kofi).getByText('Data Analyst')).toBeInTheDocument();
    expect(within(kofi).getByText('Kumasi, Ghana')).toBeInTheDocument();
    expect(within(kofi).getByText('85% match')).toBeInTheDocument();
    expect(within(kofi).getByText('Pending')).toBeInTheDocument();
    expect(within(kofi).getByText('Notice period?')).toBeInTheDocument();
    expect(within(kofi).getByText('Two weeks')).toBeInTheDocument();
    expect(within(kofi).getByRole('link', { name: /kofi\.example/ })).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    const certificate = within(kofi).getByRole('link', { name: 'Python for Data (opens the public verification)' });
    expect(certificate).toHaveAttribute('href', '/verify/SL-7K2Q');
    expect(certificate).toHaveAttribute('target', '_blank');

    // A long cover letter starts folded.
    const more = within(kofi).getByRole('button', { name: 'Show more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(within(kofi).getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(cardOf('Efua Asante')).getByText('No cover letter')).toBeInTheDocument();

    // Filters travel to the server and stay in the address.
    await user.selectOptions(screen.getByLabelText('Status'), 'interviewed');
    await user.selectOptions(screen.getByLabelText('Sort by'), 'newest');
    await waitFor(() => expect(api.callsTo(APPLICANTS).map((c) => c.search)).toContain('?status=interviewed&sort=newest'));
  });

  it('offers only the allowed moves, moves at once, and puts the status back when the server refuses', async () => {
    const server = applicantsServer([
      applicant(1, { member: { id: 'kofi', name: 'Kofi Owusu', avatar: null, title: '', location: '' } }),
      applicant(2, { status: 'interviewed', member: { id: 'efua', name: 'Efua Asante', avatar: null, title: '', location: '' } }),
      applicant(3, { status: 'rejected', member: { id: 'yaw', name: 'Yaw Boateng', avatar: null, title: '', location: '' } }),
    ]);
    let answerPatch: () => void = () => {};
    const api = stubApi({
      ...base,
      [APPLICANTS]: server.list,
      'PATCH /api/v1/applications/app-1': (call) =>
        new Promise((resolve) => {
          answerPatch = () => {
            server.setStatus('app-1', (call.body as { status: ApplicationStatus }).status);
            resolve(json(200, server.state.items[0]));
          };
        }),
      'PATCH /api/v1/applications/app-2': () =>
        apiError(409, 'invalid_transition', 'An application that is interviewed cannot become rejected'),
    });
    const { user } = renderApp('/app/jobs/job-1/applicants');

    await user.click(await screen.findByRole('button', { name: 'Change status for Kofi Owusu' }));
    const options = await screen.findAllByRole('menuitem');
    expect(options.map((o) => o.textContent)).toEqual(['Move to Reviewing', 'Move to Interviewed', 'Accept', 'Reject']);
    await user.click(screen.getByRole('menuitem', { name: 'Move to Interviewed' }));
    // Shown at once, before the server has answered.
    expect(await within(cardOf('Kofi Owusu')).findByText('Interviewed')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/v1/applications/app-1')[0]!.body).toEqual({ status: 'interviewed' });
    answerPatch();
    expect(await screen.findByText('Kofi Owusu: Interviewed')).toBeInTheDocument();

    // A final status offers no moves.
    expect(within(cardOf('Yaw Boateng')).queryByRole('button', { name: /Change status/ })).not.toBeInTheDocument();
    expect(within(cardOf('Yaw Boateng')).getByText('This status is final')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Change status for Efua Asante' }));
    expect((await screen.findAllByRole('menuitem')).map((o) => o.textContent)).toEqual(['Accept', 'Reject']);
    await user.click(screen.getByRole('menuitem', { name: 'Reject' }));
    // Final moves are confirmed first.
    const dialog = await screen.findByRole('dialog', { name: 'Reject Efua Asante?' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('An application that is interviewed cannot become rejected')).toBeInTheDocument();
    await waitFor(() => expect(within(cardOf('Efua Asante')).getByText('Interviewed')).toBeInTheDocument());
    expect(within(cardOf('Efua Asante')).queryByText('Rejected')).not.toBeInTheDocument();
  });

  it('closes and reopens the job after confirming, and says why a reopen is refused', async () => {
    const server = applicantsServer([]);
    let refuseReopen = false;
    const api = stubApi({
      ...base,
      [APPLICANTS]: server.list,
      'POST /api/v1/jobs/job-1/close': () => {
        server.state.job = { isActive: false };
        return json(200, jobDetail({ isActive: false }));
      },
      'POST /api/v1/jobs/job-1/reopen': () => {
        if (refuseReopen)
          return apiError(409, 'reopen_deadline_passed', 'The deadline has passed: edit the job and set a new one to reopen it');
        server.state.job = { isActive: true };
        return json(200, jobDetail({ isActive: true }));
      },
    });
    const { user } = renderApp('/app/jobs/job-1/applicants');
    expect(await screen.findByText('No applicants yet')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Close job' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close this job?' });
    await user.click(within(dialog).getByRole('button', { name: 'Close job' }));
    expect(await screen.findByText('The job is closed')).toBeInTheDocument();
    expect(await screen.findByText('Closed')).toBeInTheDocument();
    expect(api.callsTo('POST /api/v1/jobs/job-1/close')).toHaveLength(1);

    refuseReopen = true;
    await user.click(await screen.findByRole('button', { name: 'Reopen job' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Reopen this job?' })).getByRole('button', { name: 'Reopen job' }));
    expect(await screen.findByText('The deadline has passed: edit the job and set a new one to reopen it')).toBeInTheDocument();
    expect(screen.getByText('Closed')).toBeInTheDocument();

    refuseReopen = false;
    await user.click(screen.getByRole('button', { name: 'Reopen job' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Reopen this job?' })).getByRole('button', { name: 'Reopen job' }));
    expect(await screen.findByText('The job is open again')).toBeInTheDocument();
    expect(await screen.findByText('Open')).toBeInTheDocument();
  });

  it('duplicates the job and opens the copy’s edit page', async () => {
    stubApi({
      ...base,
      [APPLICANTS]: applicantsServer([]).list,
      'POST /api/v1/jobs/job-1/duplicate': () => json(201, jobDetail({ id: 'job-2', title: 'Data Analyst' })),
      'GET /api/v1/jobs/job-2': () => json(200, jobDetail({ id: 'job-2', title: 'Data Analyst' })),
    });
    const { user, location } = renderApp('/app/jobs/job-1/applicants');
    await user.click(await screen.findByRole('button', { name: 'Duplicate' }));
    await waitFor(() => expect(location().pathname).toBe('/app/jobs/job-2/edit'));
    expect(await screen.findByLabelText('Job title')).toHaveValue('Data Analyst');
  });

  it('says the job is not found when the reader does not manage it', async () => {
    stubApi({ ...base, [APPLICANTS]: () => apiError(404, 'job_not_found', 'Job not found') });
    renderApp('/app/jobs/job-1/applicants');
    expect(await screen.findByText('Job not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to jobs' })).toHaveAttribute('href', '/app/jobs');
  });

  it("shows the skills an applicant proved by SkillLink's assessment, and no such section for others", async () => {
    const server = applicantsServer([
      applicant(1, {
        member: { id: 'kofi', name: 'Kofi Owusu', avatar: null, title: 'Data Analyst', location: '' },
        verifiedSkills: ['SQL', 'Python'],
      }),
      applicant(2, { member: { id: 'efua', name: 'Efua Asante', avatar: null, title: '', location: '' } }),
    ]);
    stubApi({ ...base, [APPLICANTS]: server.list });
    renderApp('/app/jobs/job-1/applicants');
    const kofi = await screen.findByRole('article', { name: 'Kofi Owusu' });
    const section = within(kofi).getByRole('heading', { name: 'Verified skills' }).parentElement!;
    const chips = within(section).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual([
      'SQL·Verified: Passed the SkillLink skill assessment',
      'Python·Verified: Passed the SkillLink skill assessment',
    ]);
    expect(within(chips[0]!).getByTitle('Passed the SkillLink skill assessment')).toBeInTheDocument();
    expect(within(cardOf('Efua Asante')).queryByRole('heading', { name: 'Verified skills' })).not.toBeInTheDocument();
  });
});
