import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { signedUp } from '../../test/factories.js';
import { insertCertificate, insertCourse } from '../../test/learning-fixtures.js';

// Test-only: a member with a certificate and its signed credential (credentials.test.ts, verify.test.ts).

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
