import type { DB } from '../db/database.js';
import { bankOf, drawAssessment } from '../features/skills/assessment-draw.js';
import { DEMO_ACCOUNT } from './demo-members.js';

const DAY = 24 * 3_600_000;

/**
 * Ama passed the JavaScript assessment ten days ago (issue 29 §6): her profile shows the skill
 * Verified and jobs asking for JavaScript say so. Fixed ids and insert-or-nothing: a second run,
 * or two nodes at once, add nothing. The credential is signed by the sweep like any badge's.
 */
export async function seedDemoSkillBadges(db: DB, now = new Date()): Promise<void> {
  const ama = await db.selectFrom('user').select('id').where('email', '=', DEMO_ACCOUNT.email).executeTakeFirst();
  const bank = bankOf('javascript');
  if (!ama || !bank) return;
  const startedAt = new Date(now.getTime() - 10 * DAY);
  const submittedAt = new Date(startedAt.getTime() + 14 * 60_000).toISOString();
  const draw = drawAssessment(bank);
  // 13 of 15 right: the right option as shown for the first 13, another for the last 2.
  const answers = draw.map((d, i) => {
    const right = d.o.indexOf(bank.questions.find((q) => q.id === d.q)!.answer);
    return i < 13 ? right : (right + 1) % 4;
  });
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('skillAssessmentAttempt')
      .values({
        id: 'demo-assessment-ama-javascript',
        userId: ama.id,
        skillSlug: 'javascript',
        startedAt: startedAt.toISOString(),
        deadlineAt: new Date(startedAt.getTime() + 20 * 60_000).toISOString(),
        submittedAt,
        draw: JSON.stringify(draw),
        answers: JSON.stringify(answers),
        score: 87,
        passed: true,
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
    await trx
      .insertInto('skillBadge')
      .values({
        id: 'demo-badge-ama-javascript',
        userId: ama.id,
        skillSlug: 'javascript',
        nameKey: 'javascript',
        skillName: 'JavaScript',
        attemptId: 'demo-assessment-ama-javascript',
        score: 87,
        issuedAt: submittedAt,
        revokedAt: null,
        revokedReason: null,
      })
      .onConflict((oc) => oc.doNothing())
      .execute();
  });
}
