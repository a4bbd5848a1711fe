import type { MemberDataSource } from '../../platform/member-data.js';
import { jsonFile } from '../../platform/member-data.js';

/**
 * Jobs' part of "Your data" (ADR 062): applications, saved listings, alerts and uploaded CVs
 * (the PDFs themselves go into the ZIP). Erasure keeps each application's row and status for the
 * listing's managers (their records), emptied of what the member wrote and of the CV; listings
 * the member posted stay, posted by "Deleted member".
 */
export const jobsMemberData: MemberDataSource = {
  area: 'jobs',
  async export({ db, storage, memberId }) {
    const applications = await db
      .selectFrom('jobApplication as a')
      .innerJoin('job as j', 'j.id', 'a.jobId')
      .select(['j.title as listing', 'a.status', 'a.coverLetter', 'a.timeline', 'a.budget', 'a.answers', 'a.createdAt', 'a.updatedAt'])
      .where('a.applicantId', '=', memberId)
      .execute();
    const saved = await db
      .selectFrom('savedJob as s')
      .innerJoin('job as j', 'j.id', 's.jobId')
      .select(['j.title as listing', 's.createdAt'])
      .where('s.userId', '=', memberId)
      .execute();
    const alerts = await db.selectFrom('jobAlert').select(['name', 'search', 'createdAt']).where('memberId', '=', memberId).execute();
    const cvs = await db.selectFrom('memberCv').select(['id', 'storageKey', 'createdAt']).where('userId', '=', memberId).execute();
    const files = [];
    for (const cv of cvs) {
      const bytes = await storage.get(cv.storageKey);
      if (bytes) files.push({ path: `files/cv-${cv.id}.pdf`, content: new Uint8Array(bytes) });
    }
    const parse = (json: string): unknown => JSON.parse(json);
    return [
      jsonFile('applications.json', {
        applications: applications.map((a) => ({ ...a, answers: parse(a.answers) })),
        savedListings: saved,
        alerts: alerts.map((a) => ({ ...a, search: parse(a.search) })),
        cvs: cvs.map((cv) => ({ file: `files/cv-${cv.id}.pdf`, uploadedAt: cv.createdAt })),
      }),
      ...files,
    ];
  },
  async erase({ db, storage, memberId, now }) {
    await db
      .updateTable('jobApplication')
      .set({ coverLetter: '', timeline: '', budget: '', answers: '[]', cvId: null, updatedAt: now.toISOString() })
      .where('applicantId', '=', memberId)
      .execute();
    const cvs = await db.selectFrom('memberCv').select('storageKey').where('userId', '=', memberId).execute();
    for (const cv of cvs) await storage.remove(cv.storageKey);
    await db.deleteFrom('memberCv').where('userId', '=', memberId).execute();
    await db.deleteFrom('savedJob').where('userId', '=', memberId).execute();
    await db.deleteFrom('jobAlertMatch').where('memberId', '=', memberId).execute();
    await db.deleteFrom('jobAlertDigest').where('memberId', '=', memberId).execute();
    await db.deleteFrom('jobAlertSetting').where('memberId', '=', memberId).execute();
    await db.deleteFrom('jobAlert').where('memberId', '=', memberId).execute();
  },
};
