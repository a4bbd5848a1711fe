import type { CredentialCheck, VerifyCredentialResponse } from '@skilllink/contracts/credentials';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, json, member, signedInAs, signedOut, stubApi } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';

const VERIFY = 'POST /api/v1/credentials/verify';

/** A credential as pasted: what it holds does not matter to the page, only that it is a JSON object. */
const pasted = JSON.stringify({ '@context': ['https://www.w3.org/ns/credentials/v2'], type: ['VerifiableCredential'], name: 'x' }, null, 2);

const passed = (check: CredentialCheck['check']): CredentialCheck => ({
  check,
  passed: true,
  failure: null,
  message: null,
  revokedAt: null,
});

const credential = {
  name: 'Data Analysis with Python',
  recipientName: 'Ama Mensah',
  issuerName: 'SkillLink',
  validFrom: '2026-11-20T10:00:00.000Z',
  certificateUrl: 'http://localhost:3000/verify/SL-7KQ3-M9XH-2PW2',
};

const valid: VerifyCredentialResponse = {
  verified: true,
  checks: [passed('format'), passed('issuer'), passed('signature'), passed('status'), passed('expiry')],
  credential,
};

function answer(checks: CredentialCheck[]): VerifyCredentialResponse {
  return { verified: false, checks, credential };
}

async function pasteAndVerify(text: string) {
  const app = renderApp('/credentials/verify');
  const field = await screen.findByLabelText('Credential (JSON)');
  await app.user.click(field);
  await app.user.paste(text);
  await app.user.click(screen.getByRole('button', { name: 'Verify' }));
  return app;
}

describe('Verify a credential page', () => {
  it('shows a valid credential: the summary and every check passed, in order', async () => {
    const api = stubApi({ 'GET /api/v1/session': signedOut, [VERIFY]: () => json(200, valid) });
    await pasteAndVerify(pasted);

    const result = await screen.findByRole('region', { name: 'Result' });
    expect(within(result).getByRole('heading', { name: 'Valid credential' })).toBeInTheDocument();
    expect(within(result).getByText('Data Analysis with Python')).toBeInTheDocument();
    expect(within(result).getByText('Ama Mensah')).toBeInTheDocument();
    expect(within(result).getByText('SkillLink')).toBeInTheDocument();
    expect(within(result).getByText('20 November 2026')).toHaveAttribute('datetime', credential.validFrom);
    const items = within(within(result).getByRole('list', { name: 'Checks' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'FormatPassed',
      'Issued by SkillLinkPassed',
      'SignaturePassed',
      'Not revokedPassed',
      'DatesPassed',
    ]);
    expect(within(result).getByRole('link', { name: 'Open the certificate page' })).toHaveAttribute('href', credential.certificateUrl);
    expect(document.title).toBe('Verify a SkillLink credential | SkillLink');

    // The credential itself is the body, sent once.
    const calls = api.callsTo(VERIFY);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.body).toEqual(JSON.parse(pasted));
  });

  it('is the same page for a signed-in member (no redirect, no app shell needed)', async () => {
    stubApi({ 'GET /api/v1/session': signedInAs(member), [VERIFY]: () => json(200, valid) });
    const { location } = await pasteAndVerify(pasted);
    const result = await screen.findByRole('region', { name: 'Result' });
    expect(within(result).getByRole('heading', { name: 'Valid credential' })).toBeInTheDocument();
    expect(location().pathname).toBe('/credentials/verify');
  });

  it('says why the signature failed in French, and not what the changed credential claims', async () => {
    stubApi({
      'GET /api/v1/session': signedOut,
      [VERIFY]: () =>
        json(
          200,
          answer([
            passed('format'),
            passed('issuer'),
            { check: 'signature', passed: false, failure: 'signature_invalid', message: 'Proof does not verify', revokedAt: null },
            passed('status'),
            passed('expiry'),
          ]),
        ),
    });
    const { setLanguage } = await import('../../../lib/i18n');
    await setLanguage('fr');
    try {
      const { user } = renderApp('/credentials/verify');
      const field = await screen.findByLabelText('Attestation (JSON)');
      await user.click(field);
      await user.paste(pasted);
      await user.click(screen.getByRole('button', { name: 'Vérifier' }));

      const result = await screen.findByRole('region', { name: 'Résultat' });
      expect(within(result).getByRole('heading', { name: "Cette attestation n'est pas valide" })).toBeInTheDocument();
      const signature = within(result)
        .getAllByRole('listitem')
        .find((item) => item.textContent?.startsWith('Signature'));
      expect(signature).toHaveTextContent('Échouée');
      expect(signature).toHaveTextContent("Le contenu a été modifié après la signature, ou la signature n'est pas celle de SkillLink.");
      // The server's English message is for other systems; the forged facts are not shown.
      expect(screen.queryByText(/Proof does not verify/)).not.toBeInTheDocument();
      expect(within(result).queryByText('Ama Mensah')).not.toBeInTheDocument();
      expect(within(result).queryByRole('link', { name: 'Ouvrir la page du certificat' })).not.toBeInTheDocument();
    } finally {
      await setLanguage('en');
    }
  }, 15_000);

  it('sends nothing for text that is not JSON, and says so under the field', async () => {
    const api = stubApi({ 'GET /api/v1/session': signedOut, [VERIFY]: () => json(200, valid) });
    await pasteAndVerify('{"type": ["VerifiableCredential"],');

    const field = screen.getByLabelText('Credential (JSON)');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/^This is not valid JSON/);
    expect(field).toHaveFocus();
    expect(api.callsTo(VERIFY)).toHaveLength(0);
    expect(screen.queryByRole('region', { name: 'Result' })).not.toBeInTheDocument();
  });

  it('sends nothing over 64 KB', async () => {
    const api = stubApi({ 'GET /api/v1/session': signedOut, [VERIFY]: () => json(200, valid) });
    await pasteAndVerify(JSON.stringify({ name: 'x'.repeat(64 * 1024) }));
    expect(screen.getByLabelText('Credential (JSON)')).toHaveAccessibleDescription(/^This is larger than 64 KB/);
    expect(api.callsTo(VERIFY)).toHaveLength(0);
  });

  it('reads a chosen .json file into the field, and refuses a file over 64 KB without reading it', async () => {
    const api = stubApi({ 'GET /api/v1/session': signedOut, [VERIFY]: () => json(200, valid) });
    const { user } = renderApp('/credentials/verify');
    const picker = await screen.findByLabelText('Or choose a .json file');
    await user.upload(picker, new File([pasted], 'skilllink-credential.json', { type: 'application/json' }));
    expect(await screen.findByLabelText('Credential (JSON)')).toHaveValue(pasted);

    await user.upload(picker, new File(['x'.repeat(64 * 1024 + 1)], 'big.json', { type: 'application/json' }));
    expect(await screen.findByText(/^This file is larger than 64 KB/)).toBeInTheDocument();
    expect(screen.getByLabelText('Credential (JSON)')).toHaveValue(pasted);

    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await screen.findByRole('region', { name: 'Result' });
    expect(api.callsTo(VERIFY)[0]?.body).toEqual(JSON.parse(pasted));
  });

  it('shows the date a revoked credential was revoked', async () => {
    stubApi({
      'GET /api/v1/session': signedOut,
      [VERIFY]: () =>
        json(
          200,
          answer([
            passed('format'),
            passed('issuer'),
            passed('signature'),
            { check: 'status', passed: false, failure: 'revoked', message: 'Revoked', revokedAt: '2026-11-25T09:30:00.000Z' },
            passed('expiry'),
          ]),
        ),
    });
    await pasteAndVerify(pasted);
    const result = await screen.findByRole('region', { name: 'Result' });
    expect(within(result).getByRole('heading', { name: 'This credential is not valid' })).toBeInTheDocument();
    const revoked = within(result)
      .getAllByRole('listitem')
      .find((item) => item.textContent?.startsWith('Not revoked'));
    expect(revoked).toHaveTextContent('Failed');
    expect(revoked).toHaveTextContent('SkillLink revoked this credential on 25 November 2026.');
    // Genuinely signed: its certificate page (which says it was revoked) is offered.
    expect(within(result).getByRole('link', { name: 'Open the certificate page' })).toBeInTheDocument();
  });

  it('lists only the checks that ran when the issuer is not SkillLink', async () => {
    stubApi({
      'GET /api/v1/session': signedOut,
      [VERIFY]: () =>
        json(200, {
          verified: false,
          checks: [
            passed('format'),
            { check: 'issuer', passed: false, failure: 'issuer_unknown', message: 'Unknown issuer', revokedAt: null },
          ],
          credential: null,
        }),
    });
    await pasteAndVerify(pasted);
    const result = await screen.findByRole('region', { name: 'Result' });
    const items = within(result).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[1]).toHaveTextContent('Issued by SkillLinkFailedIt was not issued by SkillLink.');
  });

  it('says what to do when it is rate limited or the network fails', async () => {
    let limited = true;
    stubApi({
      'GET /api/v1/session': signedOut,
      [VERIFY]: () => {
        if (limited) {
          limited = false;
          return apiError(429, 'rate_limited', 'Too many requests');
        }
        throw new TypeError('Failed to fetch');
      },
    });
    const { user } = await pasteAndVerify(pasted);
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many verifications from your connection in the last minute.');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^SkillLink could not be reached.*press Verify again\.$/);
    expect(screen.queryByRole('region', { name: 'Result' })).not.toBeInTheDocument();
  });
});
