import type { NotificationPreferenceKey, NotificationTextParams } from '@skilllink/contracts/notifications';
import type { Language } from '../../platform/i18n/language.js';
import { applicationStatusLine } from './mail-status-lines.js';

// What notification e-mails say, in the member's language (ADR 065). The app words the same
// notifications from its locale files (notifications.json); these lines follow them.

type P = NotificationTextParams;
type Line = (p: P) => string;
const n = (p: P) => Number(p.count ?? 0);

const lines: Record<Language, Record<string, Line>> = {
  en: {
    'connection.requested': (p) => `${p.actorName} wants to connect with you`,
    'connection.accepted': (p) => `${p.actorName} accepted your connection request`,
    'profile.viewed': (p) => `${p.actorName} viewed your profile`,
    'messages.unread': (p) => (n(p) === 1 ? 'You have 1 unread message' : `You have ${n(p)} unread messages`),
    'course.certificate_earned': (p) => `You earned a certificate for ${p.courseTitle}`,
    'calendar.reminder': (p) => `Reminder: ${p.eventTitle}`,
    'network.milestone': (p) => (n(p) === 1 ? 'You now have 1 connection' : `You now have ${n(p)} connections`),
    'account.welcome': () => 'Welcome to SkillLink',
    'job.application_received': (p) => `${p.applicantName} applied for ${p.jobTitle}`,
    'job.application_status': (p) => applicationStatusLine('en', p),
    'job.deadline_closed': (p) => `${p.jobTitle} reached its application deadline and is now closed`,
    'job.alert_matches': (p) => (n(p) === 1 ? `1 new listing matches “${p.alertName}”` : `${n(p)} new listings match “${p.alertName}”`),
    'company.recruiter_added': (p) => `${p.actorName} added you as a recruiter for ${p.companyName}`,
    'workspace.invited': (p) => `${p.actorName} invited you to the project ${p.projectTitle}`,
    'workspace.task_assigned': (p) => `${p.actorName} assigned you “${p.taskTitle}” in ${p.projectTitle}`,
    'workspace.task_due': (p) => `“${p.taskTitle}” in ${p.projectTitle} is due ${p.dueDate}`,
    'referral.joined': (p) =>
      Number(p.held)
        ? `${p.name} joined SkillLink through your referral; our team checks it before points are given`
        : `${p.name} joined SkillLink through your referral`,
    'referral.completed': (p) =>
      Number(p.points) > 0 ? `${p.name} completed your referral: you earned ${p.points} points` : `${p.name} completed your referral`,
    'referral.bonus': (p) => `${p.count} successful referrals: you earned a ${p.points}-point bonus and the Community Builder badge`,
  },
  fr: {
    'connection.requested': (p) => `${p.actorName} souhaite se connecter avec vous`,
    'connection.accepted': (p) => `${p.actorName} a accepté votre demande de connexion`,
    'profile.viewed': (p) => `${p.actorName} a consulté votre profil`,
    'messages.unread': (p) => (n(p) === 1 ? 'Vous avez 1 message non lu' : `Vous avez ${n(p)} messages non lus`),
    'course.certificate_earned': (p) => `Vous avez obtenu un certificat pour ${p.courseTitle}`,
    'calendar.reminder': (p) => `Rappel : ${p.eventTitle}`,
    'network.milestone': (p) => (n(p) === 1 ? 'Vous avez maintenant 1 relation' : `Vous avez maintenant ${n(p)} relations`),
    'account.welcome': () => 'Bienvenue sur SkillLink',
    'job.application_received': (p) => `${p.applicantName} a postulé à votre offre « ${p.jobTitle} »`,
    'job.application_status': (p) => applicationStatusLine('fr', p),
    'job.deadline_closed': (p) => `L’offre « ${p.jobTitle} » a atteint sa date limite et est désormais clôturée`,
    'job.alert_matches': (p) =>
      n(p) === 1 ? `1 nouvelle annonce correspond à « ${p.alertName} »` : `${n(p)} nouvelles annonces correspondent à « ${p.alertName} »`,
    'company.recruiter_added': (p) => `${p.actorName} vous a ajouté comme recruteur pour ${p.companyName}`,
    'workspace.invited': (p) => `${p.actorName} vous a invité au projet ${p.projectTitle}`,
    'workspace.task_assigned': (p) => `${p.actorName} vous a confié « ${p.taskTitle} » dans ${p.projectTitle}`,
    'workspace.task_due': (p) => `« ${p.taskTitle} » dans ${p.projectTitle} est à rendre le ${p.dueDate}`,
    'referral.joined': (p) =>
      Number(p.held)
        ? `${p.name} a rejoint SkillLink grâce à votre parrainage ; notre équipe le vérifie avant d’accorder des points`
        : `${p.name} a rejoint SkillLink grâce à votre parrainage`,
    'referral.completed': (p) =>
      Number(p.points) > 0 ? `${p.name} a validé votre parrainage : vous gagnez ${p.points} points` : `${p.name} a validé votre parrainage`,
    'referral.bonus': (p) =>
      `${p.count} parrainages réussis : vous gagnez un bonus de ${p.points} points et le badge Bâtisseur de communauté`,
  },
};

/** One notification as a line of the mail; an unknown kind (newer than this list) says "New notification". */
export function notificationLine(language: Language, kind: string | null, params: P): string {
  const line = kind ? lines[language][kind] : undefined;
  return line ? line(params) : language === 'fr' ? 'Nouvelle notification' : 'New notification';
}

interface Words {
  subject: { immediate: (count: number) => string; daily: string; weekly: string };
  hello: (name: string) => string;
  intro: { immediate: string; daily: string; weekly: string };
  action: string;
  /** The per-kind line at the foot of the mail. */
  stop: Record<NotificationPreferenceKey, string>;
  /** The header's and the signature's line: every kind this mail is about. */
  stopAll: string;
}

const en: Words = {
  subject: {
    immediate: (c) => (c === 1 ? 'You have a new notification on SkillLink' : `You have ${c} new notifications on SkillLink`),
    daily: 'Your daily SkillLink summary',
    weekly: 'Your weekly SkillLink summary',
  },
  hello: (name) => `Hello ${name},`,
  intro: {
    immediate: 'While you were away from SkillLink:',
    daily: 'Here is what happened on SkillLink since your last summary:',
    weekly: 'Here is what happened on SkillLink this week:',
  },
  action: 'Open SkillLink',
  stop: {
    connection_request: 'Stop e-mails about connection requests',
    connection_accepted: 'Stop e-mails about accepted requests',
    messages: 'Stop e-mails about messages',
    profile_view: 'Stop e-mails about profile views',
    achievement: 'Stop e-mails about achievements',
    other: 'Stop e-mails about other updates',
  },
  stopAll: 'Stop these e-mails',
};

const fr: Words = {
  subject: {
    immediate: (c) =>
      c === 1 ? 'Vous avez une nouvelle notification sur SkillLink' : `Vous avez ${c} nouvelles notifications sur SkillLink`,
    daily: 'Votre résumé SkillLink du jour',
    weekly: 'Votre résumé SkillLink de la semaine',
  },
  hello: (name) => `Bonjour ${name},`,
  intro: {
    immediate: 'Pendant votre absence sur SkillLink :',
    daily: 'Voici ce qui s’est passé sur SkillLink depuis votre dernier résumé :',
    weekly: 'Voici ce qui s’est passé sur SkillLink cette semaine :',
  },
  action: 'Ouvrir SkillLink',
  stop: {
    connection_request: 'Ne plus recevoir d’e-mails pour les demandes de connexion',
    connection_accepted: 'Ne plus recevoir d’e-mails pour les demandes acceptées',
    messages: 'Ne plus recevoir d’e-mails pour les messages',
    profile_view: 'Ne plus recevoir d’e-mails pour les visites de profil',
    achievement: 'Ne plus recevoir d’e-mails pour les réussites',
    other: 'Ne plus recevoir d’e-mails pour les autres nouvelles',
  },
  stopAll: 'Ne plus recevoir ces e-mails',
};

export const mailWords = (language: Language): Words => (language === 'fr' ? fr : en);
