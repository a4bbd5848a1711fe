import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, member, ownProfile, signedInAs, stubApi } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';

const earned = {
  id: 'cert-1',
  courseId: 'course-1',
  courseName: 'Data Analysis with Python',
  instructor: 'Dr. Akua Sarpong',
  completionDate: '2026-11-20T10:00:00.000Z',
  verificationCode: 'SL-7KQ3-M9XH-2PWD',
  verificationUrl: 'http://localhost:3000/verify/SL-7KQ3-M9XH-2PWD',
};

describe('certificates on a profile', () => {
  it("lists the member's earned certificates with a link to verify each", async () => {
    const api = stubApi({
      'GET /api/v1/session': signedInAs(member),
      'GET /api/v1/profile': () => json(200, { profile: ownProfile }),
      [`GET /api/v1/profiles/${member.id}/certificates`]: () => json(200, { items: [earned] }),
    });
    renderApp('/app/profile');
    const section = (await screen.findByRole('heading', { name: 'Licences & certifications' })).closest('section')!;
    expect(within(section).getByText('Data Analysis with Python')).toBeInTheDocument();
    expect(within(section).getByText('20 November 2026')).toHaveAttribute('datetime', earned.completionDate);
    const verify = within(section).getByRole('link', { name: 'Verify the certificate for Data Analysis with Python (opens in a new tab)' });
    expect(verify).toHaveAttribute('href', '/verify/SL-7KQ3-M9XH-2PWD');
    expect(verify).toHaveAttribute('target', '_blank');
    expect(api.callsTo(`GET /api/v1/profiles/${member.id}/certificates`)).toHaveLength(1);
  });

  it('shows nothing while the member has none', async () => {
    stubApi({
      'GET /api/v1/session': signedInAs(member),
      'GET /api/v1/profile': () => json(200, { profile: ownProfile }),
      [`GET /api/v1/profiles/${member.id}/certificates`]: () => json(200, { items: [] }),
    });
    renderApp('/app/profile');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ama Mensah' })).toBeInTheDocument();
    expect(screen.queryByText('Licences & certifications')).not.toBeInTheDocument();
  });
});
