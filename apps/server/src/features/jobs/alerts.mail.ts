import type { Currency, JobAlertSearch } from '@skilllink/contracts/jobs';
import type { Language } from '../../platform/i18n/language.js';

// What a job alert says on the server, in the member's language: the name made from a search,
// the daily digest e-mail and the unsubscribe page. In-app notices are worded by the web app.

interface Words {
  remote: string;
  onSite: string;
  types: Record<string, string>;
  levels: Record<string, string>;
  thousands: string;
  range: (min: string, max: string) => string;
  from: (amount: string) => string;
  upTo: (amount: string) => string;
  perHour: (amount: string) => string;
  salaryHidden: string;
  budgetHidden: string;
  subject: (count: number) => string;
  hello: (name: string) => string;
  intro: string;
  seeAll: (count: number) => string;
  action: string;
  unsubscribe: string;
}

const en: Words = {
  remote: 'Remote',
  onSite: 'On-site',
  types: {
    'full-time': 'Full-time',
    'part-time': 'Part-time',
    contract: 'Contract',
    internship: 'Internship',
    design: 'Design',
    development: 'Development',
    data: 'Data',
  },
  levels: { entry: 'Entry level', mid: 'Mid level', senior: 'Senior', executive: 'Executive' },
  thousands: 'k',
  range: (min, max) => `${min} – ${max}`,
  from: (a) => `From ${a}`,
  upTo: (a) => `Up to ${a}`,
  perHour: (a) => `${a}/hr`,
  salaryHidden: 'Salary not disclosed',
  budgetHidden: 'Budget not disclosed',
  subject: (n) => (n === 1 ? '1 new listing matches your job alerts' : `${n} new listings match your job alerts`),
  hello: (name) => `Hello ${name},`,
  intro: 'New jobs and projects match the alerts you saved on SkillLink (newest first):',
  seeAll: (n) => `See all ${n} in SkillLink`,
  action: 'See them in SkillLink',
  unsubscribe: 'Stop job alert e-mails',
};

const fr: Words = {
  remote: 'Télétravail',
  onSite: 'Sur site',
  types: {
    'full-time': 'Temps plein',
    'part-time': 'Temps partiel',
    contract: 'Contrat',
    internship: 'Stage',
    design: 'Design',
    development: 'Développement',
    data: 'Données',
  },
  levels: { entry: 'Débutant', mid: 'Intermédiaire', senior: 'Confirmé', executive: 'Cadre dirigeant' },
  thousands: '\u202fk',
  range: (min, max) => `${min} – ${max}`,
  from: (a) => `À partir de ${a}`,
  upTo: (a) => `Jusqu’à ${a}`,
  perHour: (a) => `${a}/h`,
  salaryHidden: 'Salaire non communiqué',
  budgetHidden: 'Budget non communiqué',
  subject: (n) =>
    n === 1 ? '1 nouvelle annonce correspond à vos alertes emploi' : `${n} nouvelles annonces correspondent à vos alertes emploi`,
  hello: (name) => `Bonjour ${name},`,
  intro: 'De nouvelles offres et missions correspondent aux alertes que vous avez créées sur SkillLink (les plus récentes d’abord) :',
  seeAll: (n) => `Voir les ${n} annonces sur SkillLink`,
  action: 'Les voir sur SkillLink',
  unsubscribe: 'Ne plus recevoir les e-mails d’alertes emploi',
};

export const alertWords = (language: Language): Words => (language === 'fr' ? fr : en);

const NUMBER_PARTS = new Set(['integer', 'group', 'decimal', 'fraction']);

/** An amount as the listing shows it (spec §9): from 1,000 in thousands with "k", in the listing's currency. */
export function formatMoney(language: Language, amount: number, currency: Currency): string {
  const thousands = amount >= 1000;
  const format = new Intl.NumberFormat(language, {
    style: 'currency',
    currency,
    minimumFractionDigits: 0,
    maximumFractionDigits: thousands ? 1 : 0,
  });
  if (!thousands) return format.format(amount);
  const parts = format.formatToParts(amount / 1000);
  let last = -1;
  parts.forEach((part, i) => NUMBER_PARTS.has(part.type) && (last = i));
  return parts.map((part, i) => (i === last ? `${part.value}${alertWords(language).thousands}` : part.value)).join('');
}

/** A listing's pay as its card says it: range, "from", "up to", "/hr", or "not disclosed". */
export function payText(
  language: Language,
  p: { kind: string; min: number | null; max: number | null; currency: string | null; period: string | null },
): string {
  const w = alertWords(language);
  if (!p.currency || (p.min === null && p.max === null)) return p.kind === 'project' ? w.budgetHidden : w.salaryHidden;
  const money = (a: number) => formatMoney(language, a, p.currency as Currency);
  const amount =
    p.min !== null && p.max !== null
      ? p.min === p.max
        ? money(p.min)
        : w.range(money(p.min), money(p.max))
      : p.min !== null
        ? w.from(money(p.min))
        : w.upTo(money(p.max!));
  return p.period === 'hour' ? w.perHour(amount) : amount;
}

/** The name an alert gets when its member gives none: "Designer · Accra · Remote". */
export function defaultAlertName(language: Language, s: JobAlertSearch, max: number): string {
  const w = alertWords(language);
  const parts = [
    s.q,
    ...s.skills,
    s.type === 'all' ? '' : (w.types[s.type] ?? s.type),
    s.experience === 'all' ? '' : (w.levels[s.experience] ?? s.experience),
    s.location,
    s.remote === undefined ? '' : s.remote ? w.remote : w.onSite,
    s.currency && s.salaryMin !== undefined ? `${formatMoney(language, s.salaryMin, s.currency)}+` : '',
  ].filter(Boolean);
  const name = parts.join(' · ');
  return [...name].length <= max ? name : `${[...name].slice(0, max - 1).join('')}…`;
}
