import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, member, signedInAs, stubApi } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { application, detail } from '../test-fixtures';

const session = { 'GET /api/v1/session': signedInAs(member) };

describe('Job detail', () => {
  it('shows the whole listing, links in plain text, and the match explanation with courses for missing skills', async () => {
    stubApi({
      ...session,
      'GET /api/v1/jobs/job-1': () => json(200, detail({ description: 'Build payments <b>fast</b>.\nSee https://hubtel.com/careers.' })),
      'GET /api/v1/courses/for-skills': () => json(200, { items: [{ skill: 'GraphQL', courses: [] }] }),
    });
    renderApp('/app/jobs/job-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Frontend Engineer' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Frontend Engineer | SkillLink'));
    expect(screen.getByRole('link', { name: 'Back to jobs' })).toHaveAttribute('href', '/app/jobs');
    expect(screen.getByText('GHS 60k – GHS 90k')).toBeInTheDocument();
    expect(screen.getByText('3 applicants')).toBeInTheDocument();

    // Plain text: markup shows as typed, the line break is kept, the address is a safe link.
    const about = within(screen.getByRole('region', { name: 'About the job' }));
    const text = about.getByText(/Build payments/);
    expect(text.textContent).toContain('<b>fast</b>.\nSee ');
    expect(text.querySelector('b')).toBeNull();
    const link = about.getByRole('link', { name: 'https://hubtel.com/careers (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://hubtel.com/careers');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
    expect(within(screen.getByRole('region', { name: 'Requirements' })).getByText('3 years of React')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Responsibilities' })).getByText('Ship features weekly')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Benefits' })).getByText('Health insurance')).toBeInTheDocument();

    const match = within(screen.getByRole('region', { name: 'How you match' }));
    expect(match.getByText('72%')).toBeInTheDocument();
    expect(match.getByRole('progressbar', { name: 'Skills: 67 out of 100, weight 40%' })).toHaveAttribute('aria-valuenow', '67');
    expect(match.getByRole('progressbar', { name: 'Job title: 50 out of 100, weight 25%' })).toBeInTheDocument();
    expect(match.getByText('Your level: Mid level. This job asks for: Mid level.')).toBeInTheDocument();
    expect(match.getByText('React')).toBeInTheDocument();
    expect(match.getByText('GraphQL')).toBeInTheDocument();
    // No course teaches it: the catalogue instead (learning/components/learning-plan.test.tsx covers the courses).
    expect(await match.findByText('No SkillLink course teaches it yet.')).toBeInTheDocument();
    expect(match.getByRole('link', { name: 'Browse courses' })).toHaveAttribute('href', '/app/courses');
  });

  it('shares the job: its page in the app', async () => {
    stubApi({ ...session, 'GET /api/v1/jobs/job-1': () => json(200, detail()) });
    const { user } = renderApp('/app/jobs/job-1');
    await user.click(await screen.findByRole('button', { name: 'Share the job Frontend Engineer' }));
    expect(await screen.findByRole('menuitem', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent('A job on SkillLink you may like: http://localhost:3000/app/jobs/job-1')}`,
    );
  });

  it('applies with a cover letter and the answers; the status then replaces Apply', async () => {
    let applied = false;
    const api = stubApi({
      ...session,
      'GET /api/v1/jobs/job-1': () => json(200, detail(applied ? { myApplication: { id: 'application-1', status: 'pending' } } : {})),
      'POST /api/v1/jobs/job-1/applications': () => {
        applied = true;
        return json(201, application(1, { job: detail({ applicationsCount: 4 }) }));
      },
    });
    const { user } = renderApp('/app/jobs/job-1');
    await user.click(await screen.findByRole('button', { name: 'Apply to Frontend Engineer' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Apply to Frontend Engineer' }));
    const letter = await dialog.findByLabelText('Cover letter');
    expect(letter).toHaveFocus();
    await user.type(letter, 'I build payments.');
    expect(dialog.getByText('17/5000')).toBeInTheDocument();
    // The employer's question must be answered.
    await user.click(dialog.getByRole('button', { name: 'Submit application' }));
    const answer = dialog.getByLabelText('Why Hubtel?');
    expect(answer).toHaveAccessibleDescription('Answer this question');
    expect(answer).toHaveFocus();
    expect(api.callsTo('POST /api/v1/jobs/job-1/applications')).toHaveLength(0);
    await user.type(answer, 'Mobile money at scale.');
    await user.click(dialog.getByRole('button', { name: 'Submit application' }));

    expect(await screen.findByText('Your application to Frontend Engineer was sent.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /api/v1/jobs/job-1/applications')[0]!.body).toEqual({
      coverLetter: 'I build payments.',
      answers: { q1: 'Mobile money at scale.' },
      cvId: null,
    });
    expect(await screen.findByText('Application status: Pending')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply to Frontend Engineer' })).not.toBeInTheDocument();
  });

  it('sends a proposal to a project with its timeline and budget, both required', async () => {
    const project = {
      kind: 'project' as const,
      type: 'design' as const,
      salary: null,
      budget: null,
      duration: '2 weeks',
      projectStatus: 'open' as const,
      questions: [],
    };
    const api = stubApi({
      ...session,
      'GET /api/v1/jobs/job-1': () => json(200, detail(project)),
      'POST /api/v1/jobs/job-1/applications': () => json(201, application(1, { job: detail({ ...project, applicationsCount: 1 }) })),
    });
    const { user } = renderApp('/app/jobs/job-1');
    expect(await screen.findByText('Budget not disclosed')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Submit a proposal for Frontend Engineer' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Submit a proposal' }));
    await user.type(await dialog.findByLabelText('Cover letter'), 'I design menus.');
    await user.click(dialog.getByRole('button', { name: 'Send proposal' }));
    expect(dialog.getByLabelText('Timeline')).toHaveAccessibleDescription('Give a timeline');
    expect(dialog.getByLabelText('Rate / budget')).toHaveAccessibleDescription('Give your budget');
    expect(api.callsTo('POST /api/v1/jobs/job-1/applications')).toHaveLength(0);
    await user.type(dialog.getByLabelText('Timeline'), '10 days');
    await user.type(dialog.getByLabelText('Rate / budget'), 'GHS 2,400');
    await user.click(dialog.getByRole('button', { name: 'Send proposal' }));
    expect(await screen.findByText('Proposal sent')).toBeInTheDocument();
    expect(api.callsTo('POST /api/v1/jobs/job-1/applications')[0]!.body).toEqual({
      coverLetter: 'I design menus.',
      timeline: '10 days',
      budget: 'GHS 2,400',
      answers: {},
      cvId: null,
    });
  });

  it('attaches a PDF CV once uploaded, and refuses a large or non-PDF file before sending it', async () => {
    const api = stubApi({
      ...session,
      'GET /api/v1/jobs/job-1': () => json(200, detail({ questions: [] })),
      'PUT /api/v1/cvs': () => json(201, { id: 'cv-1', size: 2048 }),
      'POST /api/v1/jobs/job-1/applications': () => json(201, application(1, { job: detail() })),
    });
    const { user } = renderApp('/app/jobs/job-1');
    await user.click(await screen.findByRole('button', { name: 'Apply to Frontend Engineer' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Apply to Frontend Engineer' }));
    const input = await dialog.findByLabelText('CV (optional)');
    await user.upload(input, new File(['x'.repeat(6 * 1024 * 1024)], 'huge.pdf', { type: 'application/pdf' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Your CV must be a PDF of at most 5 MB');
    await user.upload(input, new File(['MZ'], 'cv.pdf', { type: 'application/x-msdownload' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('Your CV must be a PDF file');
    expect(api.callsTo('PUT /api/v1/cvs')).toHaveLength(0);
    await user.upload(input, new File(['%PDF-1.4'], 'ama-cv.pdf', { type: 'application/pdf' }));
    expect(await dialog.findByText('ama-cv.pdf (2 KB) attached')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Submit application' }));
    await waitFor(() => expect(api.callsTo('POST /api/v1/jobs/job-1/applications')).toHaveLength(1));
    expect(api.callsTo('POST /api/v1/jobs/job-1/applications')[0]!.body).toMatchObject({ cvId: 'cv-1' });
  });

  it('says "already applied" and closes the dialog on 409, and shows the server\'s field errors under their fields', async () => {
    let answer = apiError(409, 'already_applied', 'You have already applied to this job');
    stubApi({
      ...session,
      'GET /api/v1/jobs/job-1': () => json(200, detail()),
      'POST /api/v1/jobs/job-1/applications': () => answer,
    });
    const { user } = renderApp('/app/jobs/job-1');
    const apply = await screen.findByRole('button', { name: 'Apply to Frontend Engineer' });
    await user.click(apply);
    let dialog = within(await screen.findByRole('dialog'));
    await user.type(await dialog.findByLabelText('Why Hubtel?'), 'Because.');
    await user.click(dialog.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText('You have already applied to this job.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    answer = new Response(
      JSON.stringify({
        error: {
          code: 'validation_failed',
          message: 'answers.q1: Each answer must be 2000 characters or less',
          fields: { 'answers.q1': 'Each answer must be 2000 characters or less' },
          issues: [{ field: 'answers.q1', code: 'too_big', origin: 'string', max: 2000 }],
        },
      }),
      { status: 400, headers: { 'content-type': 'application/json' } },
    );
    await user.click(apply);
    dialog = within(await screen.findByRole('dialog'));
    await user.type(await dialog.findByLabelText('Why Hubtel?'), 'Because.');
    await user.click(dialog.getByRole('button', { name: 'Submit application' }));
    await waitFor(() => expect(dialog.getByLabelText('Why Hubtel?')).toHaveAccessibleDescription('Must be at most 2000 characters'));
    expect(dialog.getByLabelText('Why Hubtel?')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says when a job is closed or the member posted it, and has no Apply then', async () => {
    let current = detail({ isActive: false });
    stubApi({ ...session, 'GET /api/v1/jobs/job-1': () => json(200, current) });
    const first = renderApp('/app/jobs/job-1');
    expect(await screen.findByText('This job is no longer accepting applications.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Apply/ })).not.toBeInTheDocument();
    first.unmount();

    current = detail({ postedByMe: true });
    renderApp('/app/jobs/job-1');
    expect(await screen.findByText('You posted this job.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View applicants' })).toHaveAttribute('href', '/app/jobs/job-1/applicants');
    expect(screen.queryByRole('button', { name: /^Apply/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'How you match' })).not.toBeInTheDocument();
  });

  it('shows a friendly not-found page for an unknown job', async () => {
    stubApi({ ...session, 'GET /api/v1/jobs/nope': () => apiError(404, 'job_not_found', 'Job not found') });
    renderApp('/app/jobs/nope');
    expect(await screen.findByText('This job may have been removed, or the link is wrong.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Job not found' })).toBeInTheDocument();
  });

  it('marks the skills the reader proved by an assessment among those they have', async () => {
    stubApi({
      ...session,
      'GET /api/v1/jobs/job-1': () =>
        json(
          200,
          detail({
            match: {
              score: 72,
              parts: { skills: 67, experience: 100, location: 100, title: 50 },
              haveSkills: ['React', 'TypeScript'],
              missingSkills: ['GraphQL'],
              verifiedSkills: ['typescript'],
              myLevel: 'mid',
            },
          }),
        ),
      'GET /api/v1/courses/for-skills': () => json(200, { items: [{ skill: 'GraphQL', courses: [] }] }),
    });
    renderApp('/app/jobs/job-1');
    const match = within(await screen.findByRole('region', { name: 'How you match' }));
    const have = match.getByRole('heading', { name: 'You have:' }).parentElement!;
    expect(
      within(have)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['React', 'TypeScript·Verified: Passed the SkillLink skill assessment']);
    expect(within(have).getAllByTitle('Passed the SkillLink skill assessment')).toHaveLength(1);
    expect(await match.findByText('No SkillLink course teaches it yet.')).toBeInTheDocument();
  });
});
