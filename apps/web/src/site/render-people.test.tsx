import { within } from '@testing-library/react';
import type { PublicMember } from '@skilllink/contracts/public-member';
import { describe, expect, it } from 'vitest';
import { islandsNamed, link, MEMBER, renderPage, setUpSiteRenderer, VALID } from './render-fixtures';

setUpSiteRenderer();

describe('member', () => {
  it('shows what the member shares with everyone, links to their certificates, and invites a visitor to join', () => {
    const rendered = renderPage({ kind: 'member', member: MEMBER }, { path: '/in/ama-mensah' });
    const { view, title, description } = rendered;
    expect(title).toBe('Ama Mensah — Data Analyst');
    expect(description).toBe("See Ama Mensah's skills, experience and certificates on SkillLink.");
    expect(within(view).getByRole('heading', { level: 1, name: 'Ama Mensah' })).toBeInTheDocument();
    expect(within(view).getByText('Accra, Ghana')).toBeInTheDocument();
    expect(within(view).getByText('Member since 1 March 2026')).toBeInTheDocument();
    expect(within(view).getByText('I turn data into decisions.')).toBeInTheDocument();
    const skills = within(view).getByRole('heading', { name: 'Skills' }).parentElement!;
    expect(
      within(skills)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Python · 3 endorsements', 'SQL']);
    expect(within(view).getByRole('heading', { name: 'Data Analyst at MTN Ghana' })).toBeInTheDocument();
    expect(within(view).getByText('May 2021 – present · Accra')).toBeInTheDocument();
    expect(within(view).getByText('BSc, Statistics')).toBeInTheDocument();
    expect(link(view, 'Python for Data Analysis')).toHaveAttribute('href', '/verify/SL-2026-AB12');
    expect(within(view).getByText('Issued 2 May 2026')).toBeInTheDocument();
    expect(islandsNamed(rendered, 'share')[0]!.props).toMatchObject({
      url: 'https://skilllink.africa/in/ama-mensah',
      text: 'Ama Mensah on SkillLink',
    });
    expect(within(view).getByRole('heading', { name: 'Join SkillLink to connect with Ama' })).toBeInTheDocument();
  });

  it('a signed-in visitor is not asked to join; a member who shares little shows little', () => {
    const bare: PublicMember = {
      ...MEMBER,
      headline: '',
      location: '',
      about: '',
      skills: [],
      experience: [],
      education: [],
      certificates: [],
    };
    const { view, title } = renderPage({ kind: 'member', member: bare }, { signedIn: true, path: '/in/ama-mensah' });
    expect(title).toBe('Ama Mensah');
    expect(within(view).queryByRole('heading', { name: /Join SkillLink/ })).toBeNull();
    for (const section of ['About', 'Skills', 'Experience', 'Education', 'Licences & certifications']) {
      expect(within(view).queryByRole('heading', { level: 2, name: section })).toBeNull();
    }
  });

  it('in French', () => {
    const { view } = renderPage({ kind: 'member', member: MEMBER }, { language: 'fr', path: '/in/ama-mensah' });
    expect(within(view).getByText('Membre depuis le 1 mars 2026')).toBeInTheDocument();
    expect(within(view).getByText('mai 2021 – aujourd’hui · Accra'.replace('’', "'"))).toBeInTheDocument();
    expect(link(view, 'Python for Data Analysis')).toHaveAttribute('href', '/verify/SL-2026-AB12?lang=fr');
    expect(within(view).getByRole('heading', { name: 'Rejoignez SkillLink pour vous connecter avec Ama' })).toBeInTheDocument();
  });
});

describe('certificate', () => {
  it('valid: verified, with the holder (linked to their page), the course, the facts, the evidence and sharing', () => {
    const rendered = renderPage({ kind: 'certificate', code: VALID.code, certificate: VALID }, { path: `/verify/${VALID.code}` });
    const { view, title, description } = rendered;
    expect(title).toBe('Esi Quaye completed Python for Data Analysis');
    expect(description).toBe("Certificate of completion issued by SkillLink on 7 July 2026. Verified against SkillLink's records.");
    expect(within(view).getByRole('heading', { level: 1, name: 'Certificate verification' })).toBeInTheDocument();
    const status = within(view).getByRole('status');
    expect(within(status).getByRole('heading', { name: 'Certificate verified' })).toBeInTheDocument();
    expect(within(status).getByRole('link', { name: 'Esi Quaye' })).toHaveAttribute('href', '/in/esi-quaye');
    const facts = Object.fromEntries(
      [...status.querySelectorAll('dl > div')].map((row) => [row.querySelector('dt')!.textContent, row.querySelector('dd')!.textContent]),
    );
    expect(facts).toEqual({
      Recipient: 'Esi Quaye',
      Course: 'Python for Data Analysis',
      'Completion date': '7 July 2026',
      Issuer: 'SkillLink',
      Instructor: 'Kofi Boateng',
      Level: 'Intermediate',
      'Verification code': 'SL-2026-AB12',
    });
    expect(within(status).getByText('Pandas')).toBeInTheDocument();
    expect(within(status).getByText('Final quiz: 90 % (pass mark 70 %)')).toBeInTheDocument();
    expect(within(status).getByText(/^10 of 10 video lessons watched in full/)).toBeInTheDocument();
    const shares = islandsNamed(rendered, 'share');
    expect(shares).toHaveLength(2);
    expect(shares[0]!.props).toMatchObject({
      url: 'https://skilllink.africa/verify/SL-2026-AB12',
      text: 'I completed Python for Data Analysis on SkillLink. Verify my certificate:',
    });
    expect(within(view).queryByRole('alert')).toBeNull();
    expect(link(view, 'Explore free courses')).toHaveAttribute('href', '/learn');
  });

  it('valid, holder without a public page: the name without a link', () => {
    const { view } = renderPage({ kind: 'certificate', code: VALID.code, certificate: { ...VALID, holderHandle: null } });
    expect(within(view).getByText('Esi Quaye').tagName).toBe('DD');
    expect(within(view).queryByRole('link', { name: 'Esi Quaye' })).toBeNull();
  });

  it('revoked: says so, names no one and no course, offers nothing to share', () => {
    const rendered = renderPage({
      kind: 'certificate',
      code: 'SL-2026-GONE',
      certificate: { status: 'revoked', code: 'SL-2026-GONE', reason: 'member_deleted' },
    });
    const { view, title, description, html } = rendered;
    expect(title).toBe('Certificate verification');
    expect(description).toBe('This certificate was revoked: it was issued to a member who deleted their account.');
    expect(within(view).getByRole('alert')).toHaveTextContent('This certificate was revoked');
    expect(within(view).getByText('SL-2026-GONE')).toBeInTheDocument();
    expect(within(view).queryByRole('heading', { name: 'Certificate verified' })).toBeNull();
    expect(html).not.toContain('Esi Quaye');
    expect(islandsNamed(rendered, 'share')).toHaveLength(1); // the footer's only
  });

  it('unknown code: says the code is not valid', () => {
    const rendered = renderPage({ kind: 'certificate', code: 'NOPE', certificate: null });
    expect(rendered.description).toBe('The verification code you entered is not valid or the certificate has expired.');
    expect(within(rendered.view).getByRole('alert')).toHaveTextContent('The verification code you entered is not valid');
    expect(islandsNamed(rendered, 'share')).toHaveLength(1);
  });

  it('in French: valid, revoked and unknown', () => {
    const valid = renderPage(
      { kind: 'certificate', code: VALID.code, certificate: VALID },
      { language: 'fr', path: `/verify/${VALID.code}` },
    );
    expect(valid.title).toBe('Esi Quaye a terminé Python for Data Analysis');
    expect(within(valid.view).getByRole('heading', { name: 'Certificat vérifié' })).toBeInTheDocument();
    expect(within(valid.view).getByRole('link', { name: 'Esi Quaye' })).toHaveAttribute('href', '/in/esi-quaye?lang=fr');
    expect(within(valid.view).getByText('7 juillet 2026')).toBeInTheDocument();
    expect(link(valid.view, 'Découvrir les cours gratuits')).toHaveAttribute('href', '/learn?lang=fr');
    const revoked = renderPage(
      { kind: 'certificate', code: 'X', certificate: { status: 'revoked', code: 'X', reason: 'member_deleted' } },
      { language: 'fr' },
    );
    expect(within(revoked.view).getByRole('alert')).toHaveTextContent('Ce certificat a été révoqué');
    const unknown = renderPage({ kind: 'certificate', code: 'X', certificate: null }, { language: 'fr' });
    expect(within(unknown.view).getByRole('alert')).toHaveTextContent("Le code de vérification saisi n'est pas valide");
  });
});

describe('message', () => {
  it('a title, a sentence and an optional link', () => {
    const withLink = renderPage({
      kind: 'message',
      title: 'Subscription confirmed',
      body: 'You will hear from us.',
      link: { href: '/news', label: 'Read the news' },
    });
    expect(withLink.title).toBe('Subscription confirmed');
    expect(withLink.description).toBe('You will hear from us.');
    expect(within(withLink.view).getByRole('heading', { level: 1, name: 'Subscription confirmed' })).toBeInTheDocument();
    expect(within(withLink.view).getByText('You will hear from us.')).toBeInTheDocument();
    expect(link(withLink.view, 'Read the news')).toHaveAttribute('href', '/news');

    const withoutLink = renderPage(
      { kind: 'message', title: 'Page introuvable', body: 'Cette page n’existe pas.', link: null },
      { language: 'fr' },
    );
    expect(within(withoutLink.view).getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
    expect(within(within(withoutLink.view).getByRole('main')).queryByRole('link')).toBeNull();
  });
});
