import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, json, member, ownProfile, signedInAs, stubApi } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { assessment, badge } from '../../../test/skill-assessment-fixtures';

const mine = () => json(200, { profile: ownProfile });

describe('own profile', () => {
  it('shows the header card and saves edits with Save Changes', async () => {
    const api = stubApi({
      'GET /api/v1/session': signedInAs(member),
      'GET /api/v1/profile': mine,
      'PATCH /api/v1/profile': (call) => json(200, { profile: { ...ownProfile, ...(call.body as object) } }),
    });
    const { user } = renderApp('/app/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ama Mensah' })).toBeInTheDocument();
    expect(screen.getByText('9 profile views')).toBeInTheDocument();
    expect(screen.getByText('Joined March 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Website/ })).toHaveAttribute('href', 'https://ama.dev');
    expect(screen.queryByRole('link', { name: /GitHub/ })).not.toBeInTheDocument();
    // No handle yet: no link to a public page that does not exist.
    expect(screen.queryByRole('link', { name: 'Public page' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Share your profile' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    const title = screen.getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Senior Data Analyst');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Senior Data Analyst')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/v1/profile')[0]?.body).toMatchObject({
      firstName: 'Ama',
      title: 'Senior Data Analyst',
      website: 'https://ama.dev',
    });
    expect(screen.getByText('Profile updated successfully!')).toBeInTheDocument();
  });

  it('links a member with a handle to their public page (/in/…), and shares it', async () => {
    stubApi({
      'GET /api/v1/session': signedInAs(member),
      'GET /api/v1/profile': () => json(200, { profile: { ...ownProfile, handle: 'ama-mensah' } }),
    });
    const { user } = renderApp('/app/profile');
    expect(await screen.findByRole('link', { name: 'Public page' })).toHaveAttribute('href', '/in/ama-mensah');
    await user.click(screen.getByRole('button', { name: 'Share your profile' }));
    expect(await screen.findByRole('menuitem', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\/wa\.me\/\?text=See%20my%20profile.*%20http%3A%2F%2Flocalhost%3A3000%2Fin%2Fama-mensah$/),
    );
  });

  it('keeps a first name and sends nothing without one; Cancel drops the edit', async () => {
    const api = stubApi({ 'GET /api/v1/session': signedInAs(member), 'GET /api/v1/profile': mine });
    const { user } = renderApp('/app/profile');
    await user.click(await screen.findByRole('button', { name: 'Edit Profile' }));
    await user.clear(screen.getByLabelText(/First name/));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByText('First name is required')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Website'));
    await user.type(screen.getByLabelText('Website'), 'not a web address');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByText('Website must be a web address, like example.com')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/v1/profile')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Ama Mensah' })).toBeInTheDocument();
  });

  it('refuses a non-image or a file over 5 MB before sending, and uploads a PNG', async () => {
    const api = stubApi({
      'GET /api/v1/session': signedInAs(member),
      'GET /api/v1/profile': mine,
      'PUT /api/v1/profile/photo': () => json(200, { profile: { ...ownProfile, avatar: '/api/v1/photos/a.webp' } }),
    });
    const { user } = renderApp('/app/profile');
    await user.click(await screen.findByRole('button', { name: 'Edit Photo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Profile photo' });
    const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
    // A file the picker's filter would hide can still arrive ("All files", drag and drop).
    await userEvent.setup({ applyAccept: false }).upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(within(dialog).getByText('Please select a valid image file (JPEG, PNG, GIF, or WebP)')).toBeInTheDocument();
    await user.upload(input, new File([new Uint8Array(6 * 1024 * 1024)], 'huge.png', { type: 'image/png' }));
    expect(await within(dialog).findByText('File size must be less than 5MB')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Save Photo' })).toBeDisabled();

    await user.upload(input, new File(['this is not a picture'], 'renamed.png', { type: 'image/png' }));
    expect(within(dialog).getByText('Please select a valid image file (JPEG, PNG, GIF, or WebP)')).toBeInTheDocument();
    const png = new Uint8Array(64);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    await user.upload(input, new File([png], 'me.png', { type: 'image/png' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Photo' }));
    await waitFor(() => expect(api.callsTo('PUT /api/v1/profile/photo')).toHaveLength(1));
    expect(api.callsTo('PUT /api/v1/profile/photo')[0]?.headers['content-type']).toBe('image/png');
    expect(await screen.findByText('Profile photo updated successfully!')).toBeInTheDocument();
  });

  it('adds a skill with the Beginner default, and shows the duplicate message', async () => {
    let added = 0;
    const api = stubApi({
      'GET /api/v1/session': signedInAs(member),
      'GET /api/v1/profile': mine,
      'POST /api/v1/profile/skills': () =>
        added++ === 0
          ? json(201, { skill: ownProfile.skills[0] })
          : apiError(409, 'skill_exists', 'This skill is already in your profile!'),
    });
    const { user } = renderApp('/app/profile?tab=skills');
    await user.click(await screen.findByRole('button', { name: 'Add Skill' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Skill' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    expect(within(dialog).getByLabelText('Proficiency level')).toHaveValue('Beginner');
    await user.type(within(dialog).getByLabelText('Skill name'), 'SQL');
    await user.click(save);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /api/v1/profile/skills')[0]?.body).toEqual({
      name: 'SQL',
      level: 'Beginner',
      category: 'Programming',
      yearsOfExperience: 0,
    });

    await user.click(screen.getByRole('button', { name: 'Add Skill' }));
    await user.type(within(await screen.findByRole('dialog')).getByLabelText('Skill name'), 'Python');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save' }));
    expect(await within(screen.getByRole('dialog')).findByText('This skill is already in your profile!')).toBeInTheDocument();
  });

  it('"Currently working here" clears and disables the end date and sends no end', async () => {
    const api = stubApi({
      'GET /api/v1/session': signedInAs(member),
      'GET /api/v1/profile': mine,
      'POST /api/v1/profile/experience': () => json(201, { experience: ownProfile.experience[0] }),
    });
    const { user } = renderApp('/app/profile?tab=experience');
    await user.click(await screen.findByRole('button', { name: 'Add Experience' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Work Experience' });
    await user.type(within(dialog).getByLabelText(/Company/), 'Hubtel');
    await user.type(within(dialog).getByLabelText(/Position/), 'Engineer');
    const start = within(dialog).getByLabelText(/Start date/);
    await user.type(start, '2024-01');
    const end = within(dialog).getByLabelText('End date');
    await user.type(end, '2025-01');
    await user.click(within(dialog).getByLabelText('Currently working here'));
    expect(end).toBeDisabled();
    expect(end).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.callsTo('POST /api/v1/profile/experience')).toHaveLength(1));
    expect(api.callsTo('POST /api/v1/profile/experience')[0]?.body).toMatchObject({
      company: 'Hubtel',
      position: 'Engineer',
      endDate: null,
    });
  });
});

describe("another member's profile", () => {
  it('has no edit controls, and a connection can endorse a skill', async () => {
    const other = { ...ownProfile, id: 'kofi', firstName: 'Kofi', lastName: 'Owusu', relation: 'connected' as const };
    const api = stubApi({
      'GET /api/v1/session': signedInAs(member),
      'GET /api/v1/profiles/kofi': () => json(200, { profile: other }),
      'PUT /api/v1/member-skills/s1/endorsement': () => json(200, { endorsements: 4, endorsedByMe: true }),
    });
    const { user } = renderApp('/app/profile/kofi');
    expect(await screen.findByRole('heading', { level: 1, name: 'Kofi Owusu' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Profile' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Skill' })).not.toBeInTheDocument();
    expect(screen.getByText('Connected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Endorse Python' }));
    await waitFor(() => expect(api.callsTo('PUT /api/v1/member-skills/s1/endorsement')).toHaveLength(1));
    // No public page yet: nothing to share.
    expect(screen.queryByRole('button', { name: "Share Kofi Owusu's profile" })).not.toBeInTheDocument();
  });

  it('shares their public page when they have one', async () => {
    const other = { ...ownProfile, id: 'kofi', firstName: 'Kofi', lastName: 'Owusu', relation: 'connected' as const, handle: 'kofi-owusu' };
    stubApi({ 'GET /api/v1/session': signedInAs(member), 'GET /api/v1/profiles/kofi': () => json(200, { profile: other }) });
    const { user } = renderApp('/app/profile/kofi');
    await user.click(await screen.findByRole('button', { name: "Share Kofi Owusu's profile" }));
    expect(await screen.findByRole('menuitem', { name: 'E-mail' })).toHaveAttribute(
      'href',
      `mailto:?subject=${encodeURIComponent('Kofi Owusu on SkillLink')}&body=${encodeURIComponent("See Kofi Owusu's profile on SkillLink: http://localhost:3000/in/kofi-owusu")}`,
    );
  });

  it('says "Profile not found" for an unknown member', async () => {
    stubApi({
      'GET /api/v1/session': signedInAs(member),
      'GET /api/v1/profiles/ghost': () => apiError(404, 'profile_not_found', 'Profile not found'),
    });
    renderApp('/app/profile/ghost');
    expect(await screen.findByText('Profile not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to my profile' })).toHaveAttribute('href', '/app/profile');
  });
});

describe('keyboard focus', () => {
  it('returns to the button that opened a dialog, and Edit Profile takes and gives back focus', async () => {
    stubApi({ 'GET /api/v1/session': signedInAs(member), 'GET /api/v1/profile': mine });
    const { user } = renderApp('/app/profile?tab=skills');
    const add = await screen.findByRole('button', { name: 'Add Skill' });
    await user.click(add);
    await screen.findByRole('dialog', { name: 'Add New Skill' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(add).toHaveFocus());

    const del = screen.getByRole('button', { name: 'Delete Python' });
    await user.click(del);
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(del).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(screen.getByLabelText(/First name/)).toHaveFocus();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Profile' })).toHaveFocus());
  });
});

describe('block or report from a profile', () => {
  it('reports with a reason and blocks at the same time, then leaves the profile', async () => {
    const other = { ...ownProfile, id: 'm2', firstName: 'Kojo', lastName: 'Boateng', relation: 'none' };
    const api = stubApi({
      'GET /api/v1/session': signedInAs(member),
      'GET /api/v1/profiles/m2': () => json(200, { profile: other }),
      'POST /api/v1/reports': () => json(201, { message: 'ok' }),
    });
    const { user } = renderApp('/app/profile/m2');
    await user.click(await screen.findByRole('button', { name: 'Block or report' }));
    const dialog = await screen.findByRole('dialog', { name: 'Block or report Kojo Boateng' });
    await user.selectOptions(within(dialog).getByLabelText('Reason'), 'scam');
    await user.type(within(dialog).getByLabelText('What happened? (optional)'), 'Asked me for money');
    await user.click(within(dialog).getByLabelText('Also block Kojo'));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Thank you. Kojo Boateng is blocked and our team will review your report.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/v1/reports')[0]?.body).toEqual({
      memberId: 'm2',
      reason: 'scam',
      details: 'Asked me for money',
      block: true,
    });
  });

  it('hides Endorse when the member does not take endorsements', async () => {
    const other = { ...ownProfile, id: 'm3', relation: 'connected', takesEndorsements: false };
    stubApi({ 'GET /api/v1/session': signedInAs(member), 'GET /api/v1/profiles/m3': () => json(200, { profile: other }) });
    renderApp('/app/profile/m3');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ama Mensah' })).toBeInTheDocument();
    expect(screen.getByText('Python')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Endorse/ })).not.toBeInTheDocument();
  });
});

describe('verified skills (skill badges, issue 29 §6)', () => {
  const sql = { ...ownProfile.skills[0]!, id: 's2', name: 'SQL', verified: true };
  const excel = { ...ownProfile.skills[0]!, id: 's3', name: 'Excel', verified: false };

  it('shows "Verified" on a passed skill, and links an unverified one to its assessment on your own profile', async () => {
    const api = stubApi({
      'GET /api/v1/session': signedInAs(member),
      'GET /api/v1/profile': () => json(200, { profile: { ...ownProfile, skills: [...ownProfile.skills, sql, excel] } }),
      'GET /api/v1/skills/assessments': () =>
        json(200, { items: [assessment({ skill: 'python', name: 'Python' }), assessment({ badge: badge() })] }),
    });
    renderApp('/app/profile?tab=skills');
    const panel = await screen.findByRole('tabpanel');
    const card = (name: string) => within(panel).getByText(name, { selector: 'span.font-semibold' }).closest('li')!;
    expect(await within(card('Python')).findByRole('link', { name: 'Take the assessment: Python' })).toHaveAttribute(
      'href',
      '/app/skills/assessments/python',
    );
    expect(within(card('SQL')).getByTitle('Passed the SkillLink skill assessment')).toHaveTextContent('Verified');
    expect(within(card('SQL')).queryByRole('link', { name: /Take the assessment/ })).not.toBeInTheDocument();
    // Excel has no assessment: nothing to take; Python is not verified.
    expect(within(card('Excel')).queryByRole('link')).not.toBeInTheDocument();
    expect(within(card('Python')).queryByText('Verified')).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/v1/skills/assessments')).toHaveLength(1);
  });

  it("shows another member's verified skill without asking for assessments", async () => {
    const other = { ...ownProfile, id: 'kofi', firstName: 'Kofi', lastName: 'Owusu', relation: 'none' as const, skills: [sql, excel] };
    const api = stubApi({
      'GET /api/v1/session': signedInAs(member),
      'GET /api/v1/profiles/kofi': () => json(200, { profile: other }),
    });
    renderApp('/app/profile/kofi?tab=skills');
    const panel = await screen.findByRole('tabpanel');
    expect(await within(panel).findByTitle('Passed the SkillLink skill assessment')).toHaveTextContent('Verified');
    expect(within(panel).getAllByText('Verified')).toHaveLength(1);
    expect(within(panel).queryByRole('link', { name: /Take the assessment/ })).not.toBeInTheDocument();
    expect(api.callsTo('GET /api/v1/skills/assessments')).toHaveLength(0);
  });
});
