import { afterEach, describe, expect, it } from 'vitest';
import { fixedT, setLanguage } from '../../lib/i18n';
import { notificationWords } from './notification-text';
import { notification } from './test-fixtures';

const words = (n: Parameters<typeof notificationWords>[1]) => notificationWords(fixedT('notifications'), n);

afterEach(async () => setLanguage('en'));

// ADR 033: the server sends a kind and its parameters; the reader's language words it.
describe('notification words', () => {
  const accepted = notification(0, { type: 'connection_accepted', kind: 'connection.accepted', params: { actorName: 'Kofi Owusu' } });

  it('word a connection notification in the reader’s language', async () => {
    expect(words(accepted)).toEqual({ title: 'Connection accepted', message: 'Kofi Owusu accepted your connection request' });
    await setLanguage('fr');
    expect(words(accepted)).toEqual({ title: 'Demande acceptée', message: 'Kofi Owusu a accepté votre demande de connexion' });
  });

  it('count unread messages and reminder leads with each language’s plural rules', async () => {
    const unread = (count: number) => words(notification(0, { type: 'messages', kind: 'messages.unread', params: { count } })).message;
    const reminder = (minutes: number) =>
      words(notification(0, { type: 'other', kind: 'calendar.reminder', params: { eventTitle: 'Standup', when: 'starts_in', minutes } }));
    expect([unread(1), unread(2)]).toEqual(['You have 1 unread message', 'You have 2 unread messages']);
    expect(reminder(120)).toEqual({ title: 'Reminder: Standup', message: 'Starts in 2 hours' });
    await setLanguage('fr');
    expect([unread(0), unread(1), unread(2)]).toEqual([
      'Vous avez 0 message non lu',
      'Vous avez 1 message non lu',
      'Vous avez 2 messages non lus',
    ]);
    expect(reminder(1440)).toEqual({ title: 'Rappel : Standup', message: 'Commence dans 1 jour' });
  });

  it('word the jobs notifications to the poster and to the applicant in each language', async () => {
    const received = notification(0, {
      type: 'other',
      kind: 'job.application_received',
      params: { jobTitle: 'Data Analyst', applicantName: 'Kofi Owusu' },
      data: { jobId: 'job-1', applicationId: 'app-1' },
    });
    const status = (value: string) =>
      words(notification(0, { type: 'other', kind: 'job.application_status', params: { jobTitle: 'Data Analyst', status: value } }));
    expect(words(received)).toEqual({ title: 'New applicant', message: 'Kofi Owusu applied for Data Analyst' });
    expect(status('interviewed')).toEqual({
      title: 'Application update',
      message: 'Your application for Data Analyst has moved to the interview stage',
    });
    expect(status('rejected').message).toBe('Your application for Data Analyst was not selected');
    await setLanguage('fr');
    expect(words(received)).toEqual({ title: 'Nouvelle candidature', message: 'Kofi Owusu a postulé à votre offre « Data Analyst »' });
    expect(status('accepted')).toEqual({
      title: 'Suivi de candidature',
      message: 'Félicitations ! Votre candidature pour « Data Analyst » a été acceptée',
    });
    expect(status('reviewing').message).toBe('Votre candidature pour « Data Analyst » est en cours d’examen');
  });

  it('word a freelance proposal’s notifications as proposals, awarded included, in each language', async () => {
    const params = { jobTitle: 'Logo design', listing: 'project' };
    const received = words(
      notification(0, { type: 'other', kind: 'job.application_received', params: { ...params, applicantName: 'Akosua Boateng' } }),
    );
    const status = (value: string) =>
      words(notification(0, { type: 'other', kind: 'job.application_status', params: { ...params, status: value } }));
    expect(received).toEqual({ title: 'New proposal', message: 'Akosua Boateng sent a proposal for Logo design' });
    expect(status('awarded')).toEqual({ title: 'Proposal update', message: 'Congratulations! Your proposal for Logo design was awarded' });
    await setLanguage('fr');
    expect(status('awarded').message).toBe('Félicitations ! Votre proposition pour « Logo design » a été retenue');
    expect(status('withdrawn').message).toBe('Votre proposition pour « Logo design » a été mise à jour');
  });

  it('word a job alert’s notice by its kind of listing and count, in each language', async () => {
    const alert = (count: number, kind: string) =>
      words(notification(0, { type: 'other', kind: 'job.alert_matches', params: { alertName: 'Designer · Accra', count, kind } }));
    expect(alert(3, 'job')).toEqual({ title: 'Job alert', message: '3 new jobs match “Designer · Accra”' });
    expect(alert(1, 'project').message).toBe('1 new project matches “Designer · Accra”');
    await setLanguage('fr');
    expect(alert(3, 'job')).toEqual({ title: 'Alerte emploi', message: '3 nouvelles offres correspondent à « Designer · Accra »' });
    expect(alert(1, 'project').message).toBe('1 nouveau projet correspond à « Designer · Accra »');
  });

  it('word a new recruiter’s notice with the company and who added them, in each language', async () => {
    const added = notification(0, {
      type: 'other',
      kind: 'company.recruiter_added',
      params: { companyName: 'Kente Pay', actorName: 'Kwame Asare' },
    });
    expect(words(added)).toEqual({ title: 'New team', message: 'Kwame Asare added you as a recruiter for Kente Pay' });
    await setLanguage('fr');
    expect(words(added)).toEqual({ title: 'Nouvelle équipe', message: 'Kwame Asare vous a ajouté comme recruteur pour Kente Pay' });
  });

  it('word a project invitation and a task assignment, in each language', async () => {
    const invited = notification(0, {
      type: 'other',
      kind: 'workspace.invited',
      params: { projectTitle: 'Chop bar site', actorName: 'Ama Mensah' },
    });
    const assigned = notification(1, {
      type: 'other',
      kind: 'workspace.task_assigned',
      params: { taskTitle: 'Menu page', projectTitle: 'Chop bar site', actorName: 'Kofi Boateng' },
    });
    expect(words(invited)).toEqual({ title: 'Project invitation', message: 'Ama Mensah invited you to the project Chop bar site' });
    expect(words(assigned)).toEqual({ title: 'New task', message: 'Kofi Boateng assigned you “Menu page” in Chop bar site' });
    await setLanguage('fr');
    expect(words(invited)).toEqual({ title: 'Invitation à un projet', message: 'Ama Mensah vous a invité au projet Chop bar site' });
    expect(words(assigned).message).toBe('Kofi Boateng vous a attribué « Menu page » dans Chop bar site');
    const due = notification(2, {
      type: 'other',
      kind: 'workspace.task_due',
      params: { taskTitle: 'Menu page', projectTitle: 'Chop bar site', dueDate: '2027-03-10' },
    });
    expect(words(due)).toEqual({ title: 'À rendre demain', message: '« Menu page » dans Chop bar site est à rendre le mer. 10 mars' });
  });

  it('word the referral notices to the referrer, with points and plurals, in each language', async () => {
    const joined = notification(0, { type: 'achievement', kind: 'referral.joined', params: { name: 'Kofi Owusu' } });
    const completed = notification(1, { type: 'achievement', kind: 'referral.completed', params: { name: 'Kofi Owusu', points: 25 } });
    const bonus = notification(2, { type: 'achievement', kind: 'referral.bonus', params: { points: 100, count: 10 } });
    expect(words(joined)).toEqual({
      title: 'A friend joined',
      message: 'Kofi Owusu joined SkillLink with your referral. You earn points once they take their first step.',
    });
    expect(words(completed)).toEqual({
      title: 'Referral completed',
      message: 'Kofi Owusu completed their first step: you earned 25 points.',
    });
    expect(words(bonus).message).toBe('10 successful referrals: you earned a 100-point bonus and the Community Builder badge.');
    const held = notification(3, { type: 'other', kind: 'referral.joined', params: { name: 'Kofi Owusu', held: 1 } });
    expect(words(held).message).toBe(
      'Kofi Owusu joined SkillLink with your referral from your own network or device: our team checks it before points are given.',
    );
    const throwaway = notification(4, { type: 'achievement', kind: 'referral.completed', params: { name: 'Kofi Owusu', points: 0 } });
    expect(words(throwaway).message).toBe(
      'Kofi Owusu completed their first step. No points this time: only one referral from throwaway e-mail addresses earns points.',
    );
    await setLanguage('fr');
    expect(words(joined).title).toBe("Un ami s'est inscrit");
    expect(words(completed).message).toBe('Kofi Owusu a fait son premier pas : vous gagnez 25 points.');
    expect(words(bonus)).toEqual({
      title: 'Badge Bâtisseur de communauté',
      message: '10 parrainages réussis : vous gagnez un bonus de 100 points et le badge Bâtisseur de communauté.',
    });
  });

  it('show an old notification without a kind as it was stored', () => {
    expect(words(notification(0, { title: 'Scheduled maintenance', message: 'Down on Sunday' }))).toEqual({
      title: 'Scheduled maintenance',
      message: 'Down on Sunday',
    });
  });
});
