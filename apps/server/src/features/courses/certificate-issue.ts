import type { DB } from '../../db/database.js';
import { recordActivity } from '../../platform/activity.js';
import { newId } from '../../platform/ids.js';
import { notify } from '../../platform/notifications.js';
import { newCertificateCode } from './certificate-code.js';
import { markCourseComplete } from './enrollment.repository.js';

export const CERTIFICATE_GRADE = 'Passed';

/** A new code's insert collided with an existing code this many times in a row: give up. */
const CODE_ATTEMPTS = 5;

/**
 * Completes a member's course and issues its certificate, inside the caller's transaction
 * (`trx`): the enrolment's completed_at, the certificate row, the course_completed and
 * certificate_earned activity and the `achievement` notification commit together or not at all.
 *
 * Exactly one certificate per member and course: the unique index (user_id, course_id) decides,
 * so a concurrent or repeated call inserts nothing, finds the certificate already issued and
 * answers `issued: false` with its code (no second activity or notification). `notify: false`
 * (the demo seed, whose completions are history and whose notifications are curated) skips
 * the notification only. `evidence` (JSON CertificateEvidence) is what the certificate proves. The caller
 * announces the change (MemberCaches.memberChanged) after the commit, which also pushes the
 * notification to the member's open tabs.
 */
export async function issueCertificate(
  trx: DB,
  p: { userId: string; courseId: string; courseTitle: string; at?: string; notify?: boolean; evidence?: string | null },
): Promise<{ code: string; issued: boolean }> {
  const at = p.at ?? new Date().toISOString();
  await markCourseComplete(trx, p.userId, p.courseId, at);
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt += 1) {
    const code = newCertificateCode();
    const inserted = await trx
      .insertInto('certificate')
      .values({
        id: newId(),
        code,
        userId: p.userId,
        courseId: p.courseId,
        grade: CERTIFICATE_GRADE,
        issuedAt: at,
        pdfKey: null,
        evidence: p.evidence ?? null,
      })
      // Either unique index: (user_id, course_id) means already issued; code means draw again.
      .onConflict((oc) => oc.doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0) {
      await announce(trx, p, code, at, p.notify ?? true);
      return { code, issued: true };
    }
    const existing = await trx
      .selectFrom('certificate')
      .select('code')
      .where('userId', '=', p.userId)
      .where('courseId', '=', p.courseId)
      .executeTakeFirst();
    if (existing) return { code: existing.code, issued: false };
  }
  throw new Error('could not draw an unused certificate code');
}

async function announce(
  trx: DB,
  p: { userId: string; courseId: string; courseTitle: string },
  code: string,
  at: string,
  withNotification: boolean,
) {
  const link = `/app/courses/${p.courseId}`;
  await recordActivity(trx, { userId: p.userId, type: 'course_completed', subject: p.courseTitle, link, at });
  await recordActivity(trx, { userId: p.userId, type: 'certificate_earned', subject: p.courseTitle, link: '/app/certificates', at });
  if (!withNotification) return;
  await notify(trx, {
    userId: p.userId,
    type: 'achievement',
    kind: 'course.certificate_earned',
    params: { courseTitle: p.courseTitle },
    data: { courseId: p.courseId, code },
  });
}
