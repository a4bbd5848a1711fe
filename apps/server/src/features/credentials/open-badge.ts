import { createHash, randomBytes } from 'node:crypto';
import type { CertificateEvidence } from '@skilllink/contracts/certificates';
import { COURSE_SKILLS } from '../../platform/course-skill-map.js';
import { skillSlug } from '../../platform/skill-slug.js';
import { OB_V3, VC_V2 } from './contexts.js';
import type { CertificateFacts } from './credentials.repository.js';

// A SkillLink certificate as an Open Badges 3.0 OpenBadgeCredential (VC data model 2.0), before
// its proof (issue 29 §2, ADR 077). Written in English: a credential is one signed document for
// every reader, and the verification page shows its parts in the reader's language.

export const STATUS_LIST_PATH = '/credentials/status/1';
/** Bits in the revocation list: 16 KB, the size the Bitstring Status List spec asks for at least. */
export const STATUS_LIST_LENGTH = 131_072;

const iso = (value: string | Date) => new Date(value).toISOString().replace(/\.\d{3}Z$/, 'Z');

/** "Watched 12 of 12 video lessons (3 h 20 min) · Quiz “Basics”: 90 % (pass mark 70 %)". */
export function criteriaOf(evidence: CertificateEvidence | null): string {
  const steps = ['Completed every lesson of the course on SkillLink.'];
  if (!evidence) return steps[0]!;
  const minutes = Math.round(evidence.watchedSeconds / 60);
  steps.push(`Watched ${evidence.lessonsWatched} of ${evidence.videoLessons} video lessons (${minutes} min) under the server's clock.`);
  for (const q of evidence.quizzes) steps.push(`Quiz "${q.title}": ${q.score}% (pass mark ${q.passingScore}%).`);
  return steps.join(' ');
}

/** The recipient: a salted SHA-256 of their e-mail (never the address) and their name. */
export function recipientIdentifiers(email: string, name: string, salt = randomBytes(16).toString('hex')) {
  const hash = createHash('sha256').update(`${email.trim().toLowerCase()}${salt}`, 'utf8').digest('hex');
  return [
    { type: 'IdentityObject', identityType: 'emailAddress', hashed: true, identityHash: `sha256$${hash}`, salt },
    { type: 'IdentityObject', identityType: 'name', hashed: false, identityHash: name },
  ];
}

export function openBadgeCredential(p: { facts: CertificateFacts; publicUrl: string; did: string; statusIndex: number }) {
  const { facts, publicUrl, did } = p;
  const evidence = facts.evidence ? (JSON.parse(facts.evidence) as CertificateEvidence) : null;
  const name = `${facts.firstName} ${facts.lastName}`.trim();
  const statusList = `${publicUrl}${STATUS_LIST_PATH}`;
  const image = { id: `${publicUrl}/icons/icon-512.png`, type: 'Image' };
  return {
    '@context': [VC_V2, OB_V3],
    id: `${publicUrl}/verify/${facts.code}`,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: facts.courseTitle,
    description: `Certificate of completion of "${facts.courseTitle}" on SkillLink.`,
    issuer: { id: did, type: ['Profile'], name: 'SkillLink', url: publicUrl, image },
    validFrom: iso(facts.issuedAt),
    credentialSubject: {
      type: ['AchievementSubject'],
      identifier: recipientIdentifiers(facts.email, name),
      achievement: {
        id: `${publicUrl}/learn/${facts.courseSlug}`,
        type: ['Achievement'],
        achievementType: 'CertificateOfCompletion',
        name: facts.courseTitle,
        description: facts.courseDescription,
        criteria: { narrative: criteriaOf(evidence) },
        image,
        alignment: (COURSE_SKILLS[facts.courseSlug] ?? []).map((skill) => ({
          type: ['Alignment'],
          targetName: skill,
          targetUrl: `${publicUrl}/app/skills?skill=${skillSlug(skill)}`,
          targetFramework: 'SkillLink skills catalogue',
          targetType: 'ext:Skill',
        })),
      },
    },
    credentialStatus: {
      id: `${statusList}#${p.statusIndex}`,
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: String(p.statusIndex),
      statusListCredential: statusList,
    },
  };
}
