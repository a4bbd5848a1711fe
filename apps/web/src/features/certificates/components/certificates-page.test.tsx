import type { Certificate } from '@skilllink/contracts/certificates';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, member, signedInAs, stubApi } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';
import { assessment, badge } from '../../../test/skill-assessment-fixtures';

const certificate = (n: number, overrides: Partial<Certificate> = {}): Certificate => ({
  id: `01900000-0000-7000-8000-00000000000${n}`,
  courseId: `course-${n}`,
  courseName: `Course ${n}`,
  instructor: 'Kwame Asante',
  completionDate: '2026-11-20T10:00:00.000Z',
  verificationCode: `SL-7KQ3-M9XH-2PW${n}`,
  verificationUrl: `http://localhost:3000/verify/SL-7KQ3-M9XH-2PW${n}`,
  grade: 'Passed',
  evidence: null,
  durationSeconds: 4800,
  level: 'Intermediate',
  pdfUrl: `/api/v1/certificates/01900000-0000-7000-8000-00000000000${n}/pdf`,
  credentialUrl: `/api/v1/certificates/01900000-0000-7000-8000-00000000000${n}/credential`,
  ...overrides,
});

const two = [
  certificate(2, { courseName: 'Data Analysis with Python' }),
  certificate(3, { courseName: 'Web Development Basics', level: 'Beginner', durationSeconds: 2700 }),
];

function stubList(items: Certificate[], extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    'GET /api/v1/session': signedInAs(member),
    'GET /api/v1/certificates': () => json(200, { items }),
    ...extra,
  });
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
});

describe('Certificates page', () => {
  it('lists the certificates with their facts, count and actions', async () => {
    stubList(two);
    renderApp('/app/certificates');
    expect(await screen.findByRole('heading', { level: 1, name: 'Certificates' })).toBeInTheDocument();
    expect(document.title).toBe('Certificates | SkillLink');
    const list = await screen.findByRole('list', { name: 'Your certificates' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('2 certificates earned')).toBeInTheDocument();

    const card = screen.getByRole('article', { name: 'Data Analysis with Python' });
    expect(within(card).getByText('Completed on 20 November 2026')).toBeInTheDocument();
    expect(within(card).getByText('Instructor: Kwame Asante')).toBeInTheDocument();
    expect(within(card).getByText('1 h 20 min')).toBeInTheDocument();
    expect(within(card).getByText('Intermediate')).toBeInTheDocument();
    expect(within(card).getByText('Passed')).toBeInTheDocument();
    expect(within(card).getByText('SL-7KQ3-M9XH-2PW2')).toBeInTheDocument();
    const download = within(card).getByRole('link', { name: 'Download the certificate for Data Analysis with Python as a PDF' });
    expect(download).toHaveAttribute('href', `${two[0]!.pdfUrl}?lang=en`);
    expect(download).toHaveAttribute('download');
    const verify = within(card).getByRole('link', { name: 'Verify the certificate for Data Analysis with Python (opens in a new tab)' });
    expect(verify).toHaveAttribute('href', '/verify/SL-7KQ3-M9XH-2PW2');
    expect(verify).toHaveAttribute('target', '_blank');
    // The signed credential (Open Badges 3.0), and LinkedIn's add-to-profile form filled in.
    const credential = within(card).getByRole('link', { name: /as a verifiable credential \(Open Badges 3\.0, \.json\)$/ });
    expect(credential).toHaveAttribute('href', two[0]!.credentialUrl);
    expect(credential).toHaveAttribute('download');
    const linkedIn = new URL(
      within(card)
        .getByRole('link', { name: /to your LinkedIn profile/ })
        .getAttribute('href')!,
    );
    expect(linkedIn.origin + linkedIn.pathname).toBe('https://www.linkedin.com/profile/add');
    expect(Object.fromEntries(linkedIn.searchParams)).toMatchObject({
      startTask: 'CERTIFICATION_NAME',
      name: 'Data Analysis with Python',
      organizationName: 'SkillLink',
      certId: 'SL-7KQ3-M9XH-2PW2',
      certUrl: two[0]!.verificationUrl,
    });
    expect(linkedIn.searchParams.get('issueYear')).toMatch(/^20\d\d$/);
    expect(within(screen.getByRole('article', { name: 'Web Development Basics' })).getByText('45 min')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'How It Works' })).toBeInTheDocument();
    expect(screen.getByText('Receive a unique code')).toBeInTheDocument();
  });

  it('says what a certificate proves, and speaks French to a French member, every word (no "Résultat Passed")', async () => {
    const evidence = {
      videoLessons: 4,
      lessonsWatched: 4,
      watchedSeconds: 35,
      quizzes: [{ title: 'Quiz: Pandas', score: 80, passingScore: 70 }],
    };
    stubList([certificate(2, { courseName: 'Data Analysis with Python', evidence })]);
    const first = renderApp('/app/certificates');
    const card = await screen.findByRole('article', { name: 'Data Analysis with Python' });
    expect(within(card).getByText('What it proves')).toBeInTheDocument();
    expect(within(card).getByText('4 of 4 video lessons watched in full (35 s)')).toBeInTheDocument();
    expect(within(card).getByText('Quiz: Pandas: 80 % (pass mark 70 %)')).toBeInTheDocument();
    first.unmount();

    stubApi({
      'GET /api/v1/session': signedInAs({ ...member, language: 'fr' }),
      'GET /api/v1/certificates': () => json(200, { items: [certificate(2, { courseName: 'Data Analysis with Python', evidence })] }),
    });
    const { setLanguage } = await import('../../../lib/i18n');
    try {
      renderApp('/app/certificates');
      const french = await screen.findByRole('article', { name: 'Data Analysis with Python' });
      await within(french).findByText('Réussi');
      expect(within(french).getByText('Résultat')).toBeInTheDocument();
      expect(within(french).queryByText('Passed')).not.toBeInTheDocument();
      expect(within(french).getByText('Intermédiaire')).toBeInTheDocument();
      expect(within(french).getByText("Ce qu'il atteste")).toBeInTheDocument();
      expect(within(french).getByText('4 leçon(s) vidéo sur 4 regardée(s) en entier (35 s)')).toBeInTheDocument();
      expect(within(french).getByText('Quiz: Pandas : 80 % (seuil de réussite 70 %)')).toBeInTheDocument();
      // The PDF is asked for in the reader's language.
      expect(within(french).getByRole('link', { name: /PDF/ })).toHaveAttribute('href', expect.stringMatching(/\?lang=fr$/));
    } finally {
      await setLanguage('en');
    }
  }, 15_000);

  it('filters by course name, case-insensitively', async () => {
    stubList(two);
    const { user } = renderApp('/app/certificates');
    await screen.findByRole('list', { name: 'Your certificates' });
    await user.type(screen.getByRole('searchbox', { name: 'Search by course name' }), 'WEB dev');
    expect(await screen.findByRole('article', { name: 'Web Development Basics' })).toBeInTheDocument();
    expect(screen.queryByRole('article', { name: 'Data Analysis with Python' })).not.toBeInTheDocument();
    await user.clear(screen.getByRole('searchbox', { name: 'Search by course name' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search by course name' }), 'cooking');
    expect(await screen.findByText('No certificates match "cooking"')).toBeInTheDocument();
    // The count is of certificates earned, not of matches.
    expect(screen.getByText('2 certificates earned')).toBeInTheDocument();
  });

  it('shows the empty state with Browse Courses', async () => {
    stubList([]);
    renderApp('/app/certificates');
    expect(await screen.findByText('No certificates yet')).toBeInTheDocument();
    expect(screen.getByText('Complete courses to earn your first certificate')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Courses' })).toHaveAttribute('href', '/app/courses');
  });

  it('offers Try again when the list cannot load', async () => {
    let fail = true;
    stubApi({
      'GET /api/v1/session': signedInAs(member),
      'GET /api/v1/certificates': () => (fail ? apiError(500, 'internal', 'Something went wrong') : json(200, { items: two })),
    });
    const { user } = renderApp('/app/certificates');
    expect(await screen.findByText('Your certificates could not be loaded')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Web Development Basics' })).toBeInTheDocument();
  });

  it('copies the code, and shares the link through WhatsApp, e-mail, SMS or copying when the device cannot share', async () => {
    stubList(two);
    const { user } = renderApp('/app/certificates');
    const card = await screen.findByRole('article', { name: 'Data Analysis with Python' });

    await user.click(within(card).getByRole('button', { name: 'Copy the verification code SL-7KQ3-M9XH-2PW2' }));
    expect(await screen.findByText('Copied to clipboard!')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('SL-7KQ3-M9XH-2PW2');

    expect('share' in navigator).toBe(false);
    await user.click(within(card).getByRole('button', { name: 'Share the certificate for Data Analysis with Python' }));
    const whatsApp = await screen.findByRole('menuitem', { name: 'WhatsApp' });
    expect(whatsApp).toHaveAttribute('href', expect.stringMatching(/^https:\/\/wa\.me\/\?text=.*verify%2FSL-7KQ3-M9XH-2PW2$/));
    expect(screen.getByRole('menuitem', { name: 'E-mail' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:\?subject=My%20SkillLink%20certificate/),
    );
    expect(screen.getByRole('menuitem', { name: 'SMS' })).toHaveAttribute('href', expect.stringMatching(/^sms:\?&body=/));
    await user.click(screen.getByRole('menuitem', { name: 'Copy link' }));
    expect(await screen.findByText('Certificate link copied to clipboard!')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('http://localhost:3000/verify/SL-7KQ3-M9XH-2PW2');
  });

  it("uses the device's share sheet when there is one", async () => {
    const share = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    stubList(two);
    const { user } = renderApp('/app/certificates');
    const card = await screen.findByRole('article', { name: 'Web Development Basics' });
    await user.click(within(card).getByRole('button', { name: 'Share the certificate for Web Development Basics' }));
    expect(share).toHaveBeenCalledWith({
      title: 'My SkillLink certificate: Web Development Basics',
      text: 'I completed Web Development Basics on SkillLink. Verify my certificate:',
      url: 'http://localhost:3000/verify/SL-7KQ3-M9XH-2PW3',
    });
    expect(screen.queryByText('Certificate link copied to clipboard!')).not.toBeInTheDocument();
  });

  it('verifies a code in the panel: a real one shows the certificate, a made-up one the invalid message', async () => {
    const api = stubList([], {
      'GET /api/v1/certificates/verify/SL-ABCD-EFGH-JKMN': () =>
        json(200, {
          valid: true,
          code: 'SL-ABCD-EFGH-JKMN',
          courseName: 'Digital Marketing Essentials',
          recipientName: 'Akosua Darko',
          completionDate: '2026-11-21T09:30:00.000Z',
          issuer: 'SkillLink',
          instructor: 'Yaw Ofori',
          level: 'Intermediate',
        }),
      'GET /api/v1/certificates/verify/SL-123-456789': () => json(200, { valid: false, code: 'SL-123-456789' }),
    });
    const { user } = renderApp('/app/certificates');
    const panel = await screen.findByRole('region', { name: 'Verify Certificate' });
    // A credential file (.json) is checked on its own public page.
    expect(within(panel).getByRole('link', { name: 'Verify the credential' })).toHaveAttribute('href', '/credentials/verify');
    const input = within(panel).getByRole('textbox', { name: 'Verification code' });

    await user.click(within(panel).getByRole('button', { name: 'Verify' }));
    expect(within(panel).getByText('Enter a verification code')).toBeInTheDocument();
    expect(api.callsTo('GET /api/v1/certificates/verify/')).toHaveLength(0);

    await user.type(input, '  sl-abcd-efgh-jkmn ');
    await user.click(within(panel).getByRole('button', { name: 'Verify' }));
    expect(await within(panel).findByText('Certificate verified')).toBeInTheDocument();
    expect(within(panel).getByText('Akosua Darko')).toBeInTheDocument();
    expect(within(panel).getByText('Digital Marketing Essentials')).toBeInTheDocument();
    expect(within(panel).getByText('21 November 2026')).toBeInTheDocument();
    expect(within(panel).getByText('SkillLink')).toBeInTheDocument();

    await user.clear(input);
    await user.type(input, 'SL-123-456789');
    await user.click(within(panel).getByRole('button', { name: 'Verify' }));
    expect(
      await within(panel).findByText('The verification code you entered is not valid or the certificate has expired.'),
    ).toBeInTheDocument();
    expect(within(panel).queryByText('Akosua Darko')).not.toBeInTheDocument();
  });

  it('lists the member’s skill badges with their credentials beside the certificates', async () => {
    stubList(two, {
      'GET /api/v1/skills/assessments': () =>
        json(200, { items: [assessment({ badge: badge() }), assessment({ skill: 'python', name: 'Python' })] }),
    });
    renderApp('/app/certificates');
    const panel = await screen.findByRole('region', { name: 'Skill badges' });
    expect(within(panel).getByText('SQL — verified, 87 %')).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Download the SQL credential (.json)' })).toHaveAttribute(
      'href',
      '/api/v1/skill-badges/badge-1/credential',
    );
    expect(within(panel).queryByText(/Python/)).not.toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Skill assessments' })).toHaveAttribute('href', '/app/skills/assessments');
  });
});
