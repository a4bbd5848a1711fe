import type { Company, CompanyMember } from '@skilllink/contracts/companies';
import { LOGO_MAX_BYTES } from '@skilllink/contracts/company-constants';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../../../app/providers';
import { createAppQueryClient } from '../../../../app/query-client';
import { setLanguage } from '../../../../lib/i18n';
import { apiError, json, stubApi } from '../../../../test/fetch-stub';
import { jobSummary } from '../../posting/test-fixtures';
import { PostedJobs } from '../../hiring/posted-jobs';

const person = (id: string, firstName: string, lastName: string, role: CompanyMember['role'], isMe = false): CompanyMember => ({
  id,
  firstName,
  lastName,
  title: `${firstName}'s title`,
  avatar: null,
  role,
  since: '2026-12-01T09:00:00.000Z',
  isMe,
});
const kwame = person('m-kwame', 'Kwame', 'Asare', 'manager', true);
const esi = person('m-esi', 'Esi', 'Quaye', 'recruiter');

const company = (overrides: Partial<Company> = {}): Company => ({
  id: 'co-1',
  name: 'Kente Pay',
  logo: null,
  location: 'Accra, Ghana',
  website: 'https://kentepay.example.com',
  myRole: 'manager',
  members: [kwame],
  ...overrides,
});

function renderPosted() {
  const user = userEvent.setup();
  render(
    <AppProviders queryClient={createAppQueryClient({ retry: false })}>
      <MemoryRouter>
        <PostedJobs />
      </MemoryRouter>
    </AppProviders>,
  );
  return { user };
}

const posted = {
  'GET /api/v1/jobs/mine': () => json(200, { items: [jobSummary({ company: { id: 'co-1', name: 'Kente Pay', logo: null } })] }),
};
const companiesSection = async () => within(await screen.findByRole('list', { name: 'Your companies' }));

afterEach(async () => setLanguage('en'));

describe('Companies on the Posted tab', () => {
  it('shows nothing for a member who posts only as themselves', async () => {
    const api = stubApi({ ...posted, 'GET /api/v1/companies/mine': () => json(200, { items: [] }) });
    renderPosted();
    await screen.findByRole('list', { name: 'Jobs and projects you posted' });
    await waitFor(() => expect(api.callsTo('GET /api/v1/companies/mine')).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Companies' })).not.toBeInTheDocument();
  });

  it('lets the manager edit the details, checking the website before and after the server', async () => {
    let saved = company();
    const api = stubApi({
      ...posted,
      'GET /api/v1/companies/mine': () => json(200, { items: [saved] }),
      'PATCH /api/v1/companies/co-1': (call) => {
        const body = call.body as { location: string; website: string };
        if (body.website.includes('localhost')) {
          return json(400, {
            error: {
              code: 'validation_failed',
              message: 'website: Website must be an https:// address',
              fields: { website: 'Website must be an https:// address' },
              issues: [{ field: 'website', code: 'custom' }],
            },
          });
        }
        saved = company(body);
        return json(200, saved);
      },
    });
    const { user } = renderPosted();
    const list = await companiesSection();
    expect(list.getByRole('heading', { name: 'Kente Pay' })).toBeInTheDocument();
    expect(list.getByText('Manager', { selector: 'span' })).toBeInTheDocument();
    const site = list.getByRole('link', { name: 'kentepay.example.com (opens in a new tab)' });
    expect(site).toHaveAttribute('href', 'https://kentepay.example.com');
    expect(site).toHaveAttribute('rel', 'noopener noreferrer nofollow');

    const website = list.getByLabelText('Website');
    await user.clear(website);
    await user.type(website, 'http://kentepay.example.com');
    await user.click(list.getByRole('button', { name: 'Save details' }));
    expect(website).toHaveAccessibleDescription(expect.stringContaining('Enter an address starting with https://'));
    expect(website).toHaveFocus();
    expect(api.callsTo('PATCH /api/v1/companies/co-1')).toHaveLength(0);

    await user.clear(website);
    await user.type(website, 'https://localhost.example');
    await user.click(list.getByRole('button', { name: 'Save details' }));
    await waitFor(() => expect(website).toHaveAccessibleDescription(expect.stringContaining('Enter an address starting with https://')));

    const location = list.getByLabelText('Location');
    await user.clear(location);
    await user.type(location, 'Kumasi, Ghana');
    await user.clear(website);
    await user.type(website, 'https://kente.example.org');
    await user.click(list.getByRole('button', { name: 'Save details' }));
    expect(await screen.findByText('The details of Kente Pay were saved.')).toBeInTheDocument();
    expect(api.callsTo('PATCH /api/v1/companies/co-1').at(-1)!.body).toEqual({
      location: 'Kumasi, Ghana',
      website: 'https://kente.example.org',
    });
  });

  it('uploads a logo, refusing a too-big file here and a disguised one as the server says', async () => {
    let withLogo = false;
    const api = stubApi({
      ...posted,
      'GET /api/v1/companies/mine': () =>
        json(200, { items: [company(withLogo ? { logo: '/api/v1/company-logos/logo-co-1-a.webp' } : {})] }),
      'PUT /api/v1/companies/co-1/logo': (call) => {
        if (call.headers['content-type'] === 'image/jpeg')
          return apiError(415, 'logo_invalid_type', 'Your logo must be a PNG, JPEG or WebP image');
        withLogo = true;
        return json(200, company({ logo: '/api/v1/company-logos/logo-co-1-a.webp' }));
      },
    });
    const { user } = renderPosted();
    const list = await companiesSection();
    const input = list.getByLabelText('Logo');

    await user.upload(input, new File([new Uint8Array(LOGO_MAX_BYTES + 1)], 'big.png', { type: 'image/png' }));
    expect(await list.findByRole('alert')).toHaveTextContent('Your logo must be an image of at most 2 MB.');
    expect(api.callsTo('PUT /api/v1/companies/co-1/logo')).toHaveLength(0);

    await user.upload(input, new File(['MZ not really'], 'setup.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(list.getByRole('alert')).toHaveTextContent('Your logo must be a PNG, JPEG or WebP image.'));

    await user.upload(input, new File(['png bytes'], 'logo.png', { type: 'image/png' }));
    expect(await screen.findByText('The logo of Kente Pay was updated.')).toBeInTheDocument();
    expect(api.callsTo('PUT /api/v1/companies/co-1/logo').at(-1)!.headers['content-type']).toBe('image/png');
    expect(await list.findByRole('button', { name: 'Remove logo' })).toBeInTheDocument();
    expect(list.getByRole('heading', { name: 'Kente Pay' }).closest('article')!.querySelector('img')).toHaveAttribute(
      'src',
      '/api/v1/company-logos/logo-co-1-a.webp',
    );
  });

  it('adds a recruiter picked from the connections, and removes one after a confirmation', async () => {
    let members = [kwame];
    const api = stubApi({
      ...posted,
      'GET /api/v1/companies/mine': () => json(200, { items: [company({ members })] }),
      'GET /api/v1/companies/co-1/candidates': () =>
        json(200, {
          items: members.length === 1 ? [{ id: esi.id, firstName: 'Esi', lastName: 'Quaye', title: 'Designer', avatar: null }] : [],
        }),
      'POST /api/v1/companies/co-1/members': () => {
        members = [kwame, esi];
        return json(201, company({ members }));
      },
      'DELETE /api/v1/companies/co-1/members/m-esi': () => {
        members = [kwame];
        return new Response(null, { status: 204 });
      },
    });
    const { user } = renderPosted();
    const list = await companiesSection();
    await user.click(list.getByRole('button', { name: 'Add a recruiter' }));
    const results = within(await list.findByRole('list', { name: 'Connections you can add' }));
    await user.click(results.getByRole('button', { name: 'Add Esi Quaye as a recruiter' }));
    expect(await screen.findByText('Esi Quaye is now a recruiter for Kente Pay.')).toBeInTheDocument();
    expect(api.callsTo('POST /api/v1/companies/co-1/members')[0]!.body).toEqual({ memberId: 'm-esi' });
    const team = within(list.getByRole('list', { name: 'Hiring team' }));
    expect(team.getByText('Esi Quaye')).toBeInTheDocument();
    expect(team.getByText('Kwame Asare (you)')).toBeInTheDocument();
    expect(
      await list.findByText('All your connections are in the team, or you have none yet: connect with people first.'),
    ).toBeInTheDocument();

    await user.click(team.getByRole('button', { name: 'Remove Esi Quaye from the team' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Remove Esi Quaye?' }));
    await user.click(dialog.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Esi Quaye was removed from Kente Pay.')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/v1/companies/co-1/members/m-esi')).toHaveLength(1);
    await waitFor(() => expect(team.queryByText('Esi Quaye')).not.toBeInTheDocument());
  });

  it('gives a recruiter the team and Leave, without the manager’s forms, in French too', async () => {
    await setLanguage('fr');
    const mine = company({
      myRole: 'recruiter',
      members: [
        { ...kwame, isMe: false },
        { ...esi, isMe: true },
      ],
    });
    const api = stubApi({
      ...posted,
      'GET /api/v1/companies/mine': () => json(200, { items: [mine] }),
      'DELETE /api/v1/companies/co-1/members/m-esi': () => new Response(null, { status: 204 }),
    });
    const { user } = renderPosted();
    expect(await screen.findByRole('heading', { name: 'Entreprises' })).toBeInTheDocument();
    const list = await within(document.body).findByRole('list', { name: 'Vos entreprises' });
    const card = within(list);
    expect(card.queryByLabelText('Logo')).not.toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Enregistrer' })).not.toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Ajouter un recruteur' })).not.toBeInTheDocument();
    expect(card.queryByRole('button', { name: /^Retirer/ })).not.toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Quitter Kente Pay' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Quitter Kente Pay ?' }));
    await user.click(dialog.getByRole('button', { name: 'Quitter Kente Pay' }));
    expect(await screen.findByText('Vous avez quitté Kente Pay.')).toBeInTheDocument();
    expect(api.callsTo('DELETE /api/v1/companies/co-1/members/m-esi')).toHaveLength(1);
  });
});
