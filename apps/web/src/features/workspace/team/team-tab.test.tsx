import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../../lib/i18n';
import { apiError, json, stubApi } from '../../../test/fetch-stub';
import { ama, kofi, person, renderTab, workspaceProject } from './test-fixtures';
import { TeamTab } from './team-tab';

const CANDIDATES = 'GET /api/v1/workspace/projects/p-1/candidates';
const adjoa = { id: 'u-adjoa', firstName: 'Adjóa', lastName: 'Ampofo', title: 'Designer', avatar: null };
const yaw = { id: 'u-yaw', firstName: 'Yaw', lastName: 'Adjei', title: '', avatar: null };

afterEach(async () => setLanguage('en'));

describe('Team tab', () => {
  it('lists the team with roles, join dates and pending invitations, and the roles legend', async () => {
    stubApi({});
    renderTab(<TeamTab project={workspaceProject({ myRole: 'member' })} />);
    const rows = within(screen.getByRole('list', { name: 'Project team' })).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Ama MensahLead · Joined'),
      expect.stringContaining('Kofi BoatengMember · Joined'),
      expect.stringContaining('Efua OwusuInvitedViewer · Invited'),
    ]);
    expect(screen.getByText('Lead').closest('div')).toHaveTextContent('LeadEdit, Manage, View');
    expect(screen.getByText('What each role can do').closest('section')).toHaveTextContent('ViewerView');
  });

  it('a lead finds a connection (accent-free typing, keyboard) and invites them with the chosen role', async () => {
    const api = stubApi({
      [CANDIDATES]: ({ search }) => json(200, { items: new URLSearchParams(search).get('q') ? [adjoa, yaw] : [yaw] }),
      'POST /api/v1/workspace/projects/p-1/members': () =>
        json(200, workspaceProject({ team: [ama, kofi, person('u-yaw', 'Yaw', 'Adjei', 'viewer', true)] })),
    });
    const { user } = renderTab(<TeamTab project={workspaceProject()} />);
    await user.click(screen.getByRole('button', { name: 'Add member' }));
    const box = screen.getByRole('combobox', { name: 'Name or e-mail address' });
    expect(box).toHaveFocus();
    await user.selectOptions(screen.getByLabelText('Role'), 'viewer');
    await user.type(box, 'adj');
    const listbox = await screen.findByRole('listbox', { name: 'Connections to invite' });
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(2));
    // One request for the settled text, not one per keystroke.
    await waitFor(() => expect(api.callsTo(CANDIDATES).map((c) => c.search)).toContain('?q=adj'));
    expect(api.callsTo(CANDIDATES).some((c) => c.search === '?q=a' || c.search === '?q=ad')).toBe(false);
    expect(within(listbox).getByRole('option', { name: 'Invite Adjóa Ampofo as Viewer' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    const second = within(listbox).getByRole('option', { name: 'Invite Yaw Adjei as Viewer' });
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', second.id);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.callsTo('POST /api/v1/workspace/projects/p-1/members')).toHaveLength(1));
    expect(api.callsTo('POST /api/v1/workspace/projects/p-1/members')[0]!.body).toEqual({ memberId: 'u-yaw', role: 'viewer' });
    expect(await screen.findByText('Invitation sent to Yaw Adjei')).toBeInTheDocument();
    expect(box).toHaveValue('');
  });

  it('a lead invites an address by e-mail (Enter), and lists e-mail invitations they can cancel', async () => {
    const invited = { id: 'ei-1', email: 'n•••@example.com', role: 'member' as const, invitedAt: '2026-11-03T09:00:00.000Z' };
    const api = stubApi({
      'POST /api/v1/workspace/projects/p-1/email-invitations': () => json(200, workspaceProject({ emailInvitations: [invited] })),
      'DELETE /api/v1/workspace/projects/p-1/email-invitations/ei-1': () => json(204),
    });
    const { user } = renderTab(<TeamTab project={workspaceProject()} />);
    await user.click(screen.getByRole('button', { name: 'Add member' }));
    await user.type(screen.getByRole('combobox', { name: 'Name or e-mail address' }), ' nana@example.com');
    const option = await screen.findByRole('option', { name: 'Invite nana@example.com by e-mail as Member' });
    expect(option).toHaveAttribute('aria-selected', 'true');
    // An address is not searched among connections.
    expect(api.callsTo(CANDIDATES).some((c) => c.search.includes('%40'))).toBe(false);
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Invitation e-mailed to nana@example.com')).toBeInTheDocument();
    expect(api.callsTo('POST /api/v1/workspace/projects/p-1/email-invitations')[0]!.body).toEqual({
      email: 'nana@example.com',
      role: 'member',
    });
  });

  it('shows e-mail invitations after the team, with their role, and a lead cancels one', async () => {
    const invited = { id: 'ei-1', email: 'n•••@example.com', role: 'viewer' as const, invitedAt: '2026-11-03T09:00:00.000Z' };
    const api = stubApi({ 'DELETE /api/v1/workspace/projects/p-1/email-invitations/ei-1': () => json(204) });
    const { user } = renderTab(<TeamTab project={workspaceProject({ emailInvitations: [invited] })} />);
    const rows = within(screen.getByRole('list', { name: 'Project team' })).getAllByRole('listitem');
    expect(rows.at(-1)).toHaveTextContent('n•••@example.comInvited by e-mailViewer · Invited');
    expect(screen.getByText('4 people')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel the invitation of n•••@example.com' }));
    expect(await screen.findByText('Invitation of n•••@example.com cancelled')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/v1/workspace/projects/p-1/email-invitations/ei-1')).toHaveLength(1);
  });

  it('shows the server’s sentence when a role change is refused, and keeps the role', async () => {
    stubApi({
      'PATCH /api/v1/workspace/projects/p-1/members/u-ama': () =>
        apiError(409, 'workspace_last_lead', 'A project needs a lead: make someone else lead first'),
    });
    const { user } = renderTab(<TeamTab project={workspaceProject()} />);
    const select = screen.getByRole('combobox', { name: 'Role of Ama Mensah' });
    await user.selectOptions(select, 'member');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('A project needs a lead: make someone else lead first');
    expect(select).toHaveValue('lead');
    expect(select).toHaveAccessibleDescription('A project needs a lead: make someone else lead first');
  });

  it('a lead removes a member after confirming, and cancels an invitation', async () => {
    const api = stubApi({
      'DELETE /api/v1/workspace/projects/p-1/members/u-kofi': () => json(204),
      'DELETE /api/v1/workspace/projects/p-1/members/u-efua': () => json(204),
    });
    const { user } = renderTab(<TeamTab project={workspaceProject()} />);
    await user.click(screen.getByRole('button', { name: 'Remove Kofi Boateng from the project' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Remove Kofi Boateng?' }));
    expect(api.callsTo('DELETE /api/v1/workspace/projects/p-1/members/u-kofi')).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Remove from project' }));
    expect(await screen.findByText('Kofi Boateng was removed from the project')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel the invitation of Efua Owusu' }));
    expect(await screen.findByText('Invitation of Efua Owusu cancelled')).toBeInTheDocument();
  });

  it('a viewer, and a lead of an archived project, see the team without any control', async () => {
    stubApi({});
    for (const project of [workspaceProject({ myRole: 'viewer' }), workspaceProject({ archived: true })]) {
      const { unmount } = renderTab(<TeamTab project={project} />);
      expect(screen.getByRole('list', { name: 'Project team' })).toBeInTheDocument();
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
      expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
      unmount();
    }
  });

  it('speaks French', async () => {
    stubApi({});
    await setLanguage('fr');
    renderTab(<TeamTab project={workspaceProject()} />);
    expect(screen.getByRole('heading', { name: 'Équipe' })).toBeInTheDocument();
    expect(screen.getByText('3 personnes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ajouter un membre' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Rôle de Kofi Boateng' })).toHaveDisplayValue('Membre');
    expect(screen.getByText('Ce que chaque rôle permet').closest('section')).toHaveTextContent('ResponsableModifier, Gérer, Consulter');
  });
});
