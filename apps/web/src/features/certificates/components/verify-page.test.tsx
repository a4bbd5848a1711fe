import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, signedOut, stubApi } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';

const valid = {
  valid: true,
  code: 'SL-ABCD-EFGH-JKMN',
  courseName: 'Digital Marketing Essentials',
  recipientName: 'Akosua Darko',
  completionDate: '2026-11-21T09:30:00.000Z',
  issuer: 'SkillLink',
  instructor: 'Yaw Ofori',
  level: 'Intermediate',
};

describe('Public verification page', () => {
  it('shows a verified certificate to a visitor who is not signed in', async () => {
    const api = stubApi({
      'GET /api/v1/session': signedOut,
      'GET /api/v1/certificates/verify/SL-ABCD-EFGH-JKMN': () => json(200, valid),
    });
    const { location } = renderApp('/verify/sl-abcd-efgh-jkmn');
    expect(await screen.findByRole('heading', { level: 1, name: 'Certificate verification' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Certificate verified' })).toBeInTheDocument();
    for (const text of ['Akosua Darko', 'Digital Marketing Essentials', '21 November 2026', 'SkillLink', 'Yaw Ofori', 'Intermediate']) {
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    }
    expect(screen.getByRole('link', { name: 'Go to SkillLink home' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Certificate verification | SkillLink');
    expect(location().pathname).toBe('/verify/sl-abcd-efgh-jkmn');
    expect(api.callsTo('GET /api/v1/certificates/verify/SL-ABCD-EFGH-JKMN')).toHaveLength(1);
  });

  it('shows the invalid message for a made-up code', async () => {
    stubApi({
      'GET /api/v1/session': signedOut,
      'GET /api/v1/certificates/verify/SL-123-456789': () => json(200, { valid: false, code: 'SL-123-456789' }),
    });
    renderApp('/verify/SL-123-456789');
    expect(await screen.findByText('The verification code you entered is not valid or the certificate has expired.')).toBeInTheDocument();
    expect(screen.queryByText('Certificate verified')).not.toBeInTheDocument();
  });

  it('says when it was asked too often, with Try again', async () => {
    stubApi({
      'GET /api/v1/session': signedOut,
      'GET /api/v1/certificates/verify/SL-ABCD-EFGH-JKMN': () => apiError(429, 'rate_limited', 'Too many'),
    });
    renderApp('/verify/SL-ABCD-EFGH-JKMN');
    expect(await screen.findByText('Too many verification requests. Please wait a minute and try again.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('is in French for a French visitor', async () => {
    const { i18n } = await import('../../../lib/i18n');
    await import('../i18n');
    const { setLanguage } = await import('../../../lib/i18n');
    await setLanguage('fr');
    stubApi({
      'GET /api/v1/session': signedOut,
      'GET /api/v1/certificates/verify/SL-ABCD-EFGH-JKMN': () => json(200, valid),
    });
    renderApp('/verify/SL-ABCD-EFGH-JKMN');
    expect(await screen.findByRole('heading', { level: 2, name: 'Certificat vérifié' })).toBeInTheDocument();
    expect(screen.getByText('21 novembre 2026')).toBeInTheDocument();
    expect(screen.getByText('Intermédiaire')).toBeInTheDocument();
    await i18n.changeLanguage('en');
  });
});
