import type { ImportSummary } from '@skilllink/contracts/calendar';
import { errorCatalogues } from '../../../platform/i18n/error-text.js';
import type { Language } from '../../../platform/i18n/language.js';

type Rule = [RegExp, (m: RegExpExecArray) => string];

/** Why a repeat rule is not supported ("several rules", "every 500"…), in French. */
function ruleWhy(why: string): string {
  const fixed: Record<string, string> = {
    'several rules': 'plusieurs règles',
    'extra dates': 'dates supplémentaires',
    'weekday of the month': 'jour de semaine dans le mois',
    'days of the week': 'jours de la semaine',
    'days of the month': 'jours du mois',
    months: 'mois',
    hourly: 'toutes les heures',
    minutely: 'toutes les minutes',
    secondly: 'toutes les secondes',
  };
  if (fixed[why]) return fixed[why];
  const every = /^every (\d+)$/.exec(why);
  if (every) return `tous les ${every[1]}`;
  const times = /^(\d+) times$/.exec(why);
  return times ? `${times[1]} fois` : why;
}

/**
 * The French of every reason the import reads out (ics-read*.ts, ics-import*.ts, ADR 037). The
 * reasons are written once, in English, where the file is read; this table says them in French
 * at the answer, where the reader's language is known. A reason missing here stays English.
 */
const FRENCH: Rule[] = [
  [/^already in your calendar \(same UID\)$/, () => 'déjà dans votre agenda (même UID)'],
  [/^the same UID appears twice in the file$/, () => 'le même UID apparaît deux fois dans le fichier'],
  [/^cancelled$/, () => 'annulé'],
  [/^no start$/, () => 'pas de début'],
  [/^ends before it starts$/, () => 'se termine avant de commencer'],
  [/^start is not a valid date$/, () => 'le début n’est pas une date valide'],
  [/^duration is not valid$/, () => 'la durée n’est pas valide'],
  [/^the date of the changed occurrence is not valid$/, () => 'la date de l’occurrence modifiée n’est pas valide'],
  [/^changed occurrence that is not in its series$/, () => 'occurrence modifiée qui ne fait pas partie de sa série'],
  [/^unsupported repeat rule \((.*)\)$/s, (m) => `règle de répétition non prise en charge (${ruleWhy(m[1]!)})`],
  [/^repeat rule is not valid \((.*)\)$/s, (m) => `la règle de répétition n’est pas valide (${m[1]})`],
  [
    /^repeat rule has too many occurrences to import \(more than (\d+) up to (.*)\)$/s,
    (m) => `la règle de répétition a trop d’occurrences à importer (plus de ${m[1]} jusqu’au ${m[2]})`,
  ],
  [/^could not be read \((.*)\)$/s, (m) => `illisible (${m[1]})`],
  [
    /^time zone "(.*)" is not a known zone: read at its standard offset, (.*)$/s,
    (m) => `le fuseau horaire « ${m[1]} » est inconnu : lu à son décalage standard, ${m[2]}`,
  ],
  [/^time zone "(.*)" is not a known zone: read in (.*)$/s, (m) => `le fuseau horaire « ${m[1]} » est inconnu : lu dans ${m[2]}`],
  [/^a line is not valid$/, () => 'une ligne n’est pas valide'],
  [/^([A-Z0-9-]+) is not valid$/, (m) => `${m[1]} n’est pas valide`],
];

/**
 * An event the form's own rules refuse (event-rules.ts) is skipped with that AppError's English
 * text; the error catalogue already says those without parameters in every language.
 */
const catalogueKeyOf = new Map(
  Object.entries(errorCatalogues.en)
    .filter(([key, entry]) => key.startsWith('validation_failed.') && entry.length === 0)
    .map(([key, entry]) => [entry({}), key]),
);

export function reasonText(language: Language, reason: string): string {
  if (language === 'en') return reason;
  for (const [pattern, say] of FRENCH) {
    const m = pattern.exec(reason);
    if (m) return say(m);
  }
  const key = catalogueKeyOf.get(reason);
  return key ? (errorCatalogues[language][key]?.({}) ?? reason) : reason;
}

/** The import's answer with its skipped reasons and notes in the reader's language. */
export function summaryIn(language: Language, summary: ImportSummary): ImportSummary {
  if (language === 'en') return summary;
  const say = (list: ImportSummary['skipped']) => list.map((s) => ({ ...s, reason: reasonText(language, s.reason) }));
  return { ...summary, skipped: say(summary.skipped), ...(summary.notes ? { notes: say(summary.notes) } : {}) };
}
