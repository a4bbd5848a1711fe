import { createHash, randomBytes } from 'node:crypto';
import type { CertificateEvidence } from '@skilllink/contracts/certificates';
import {
  ASSESSMENT_PASSING_SCORE,
  ASSESSMENT_QUESTIONS_PER_ATTEMPT,
  ASSESSMENT_TIME_LIMIT_SECONDS,
} from '@skilllink/contracts/skill-assessments';
import { COURSE_SKILLS } from '../../platform/course-skill-map.js';
import { skillSlug } from '../../platform/skill-slug.js';
import { OB_V3, VC_V2 } from './contexts.js';
import type { BadgeFacts, CertificateFacts } from './credentials.repository.js';

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

/** What every SkillLink credential shares: the issuer, the recipient, the date and the status entry. */
function credentialEnvelope(p: {
  id: string;
  name: string;
  description: string;
  issuedAt: string | Date;
  recipient: { email: string; firstName: string; lastName: string };
  achievement: Record<string, unknown>;
  result?: unknown[];
  publicUrl: string;
  did: string;
  statusIndex: number;
}) {
  const { publicUrl } = p;
  const statusList = `${publicUrl}${STATUS_LIST_PATH}`;
  const image = { id: `${publicUrl}/icons/icon-512.png`, type: 'Image' };
  return {
    '@context': [VC_V2, OB_V3],
    id: p.id,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    name: p.name,
    description: p.description,
    issuer: { id: p.did, type: ['Profile'], name: 'SkillLink', url: publicUrl, image },
    validFrom: iso(p.issuedAt),
    credentialSubject: {
      type: ['AchievementSubject'],
      identifier: recipientIdentifiers(p.recipient.email, `${p.recipient.firstName} ${p.recipient.lastName}`.trim()),
      achievement: { ...p.achievement, image },
      ...(p.result ? { result: p.result } : {}),
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

/** A catalogue skill as an Open Badges alignment. */
const skillAlignment = (publicUrl: string, skill: string) => ({
  type: ['Alignment'],
  targetName: skill,
  targetUrl: `${publicUrl}/app/skills?skill=${skillSlug(skill)}`,
  targetFramework: 'SkillLink skills catalogue',
  targetType: 'ext:Skill',
});

export function openBadgeCredential(p: { facts: CertificateFacts; publicUrl: string; did: string; statusIndex: number }) {
  const { facts, publicUrl } = p;
  const evidence = facts.evidence ? (JSON.parse(facts.evidence) as CertificateEvidence) : null;
  return credentialEnvelope({
    ...p,
    id: `${publicUrl}/verify/${facts.code}`,
    name: facts.courseTitle,
    description: `Certificate of completion of "${facts.courseTitle}" on SkillLink.`,
    issuedAt: facts.issuedAt,
    recipient: facts,
    achievement: {
      id: `${publicUrl}/learn/${facts.courseSlug}`,
      type: ['Achievement'],
      achievementType: 'CertificateOfCompletion',
      name: facts.courseTitle,
      description: facts.courseDescription,
      criteria: { narrative: criteriaOf(evidence) },
      alignment: (COURSE_SKILLS[facts.courseSlug] ?? []).map((skill) => skillAlignment(publicUrl, skill)),
    },
  });
}

/**
 * A skill badge (issue 29 §6, ADR 078): the skill's assessment passed, with the score as the
 * subject's result against the pass mark. Its id is a URN: there is no page per badge; the
 * credential itself is the proof.
 */
export function skillBadgeCredential(p: { facts: BadgeFacts; publicUrl: string; did: string; statusIndex: number }) {
  const { facts, publicUrl } = p;
  const achievementId = `${publicUrl}/app/skills/assessments/${facts.skillSlug}`;
  const questions = (JSON.parse(facts.draw) as unknown[]).length;
  return credentialEnvelope({
    ...p,
    id: `urn:uuid:${facts.id}`,
    name: `${facts.skillName} — Skill Assessment`,
    description: `Passed the SkillLink skill assessment in ${facts.skillName}.`,
    issuedAt: facts.issuedAt,
    recipient: facts,
    achievement: {
      id: achievementId,
      type: ['Achievement'],
      achievementType: 'Badge',
      name: `${facts.skillName} — Skill Assessment`,
      description: `A timed test of ${facts.skillName}: ${ASSESSMENT_QUESTIONS_PER_ATTEMPT} questions drawn at random from a bank of 30, ${ASSESSMENT_TIME_LIMIT_SECONDS / 60} minutes, graded on SkillLink's server.`,
      criteria: {
        narrative: `Answered ${questions} questions within ${ASSESSMENT_TIME_LIMIT_SECONDS / 60} minutes with a score of at least ${ASSESSMENT_PASSING_SCORE}%.`,
      },
      alignment: [skillAlignment(publicUrl, facts.skillName)],
      resultDescription: [
        {
          id: `${achievementId}#score`,
          type: ['ResultDescription'],
          name: 'Score',
          resultType: 'Percent',
          requiredValue: String(ASSESSMENT_PASSING_SCORE),
        },
      ],
    },
    result: [{ type: ['Result'], resultDescription: `${achievementId}#score`, value: String(facts.score) }],
  });
}
