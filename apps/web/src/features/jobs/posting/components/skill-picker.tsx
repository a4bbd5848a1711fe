import { JOB_SKILLS_MAX } from '@skilllink/contracts/job-constants';
import { X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { cn } from '../../../../components/ui/cn';
import { inputClasses } from '../../../../components/ui/field';
import { useDebounced } from '../../../../lib/use-debounced';
import { useTranslation } from '../../../../lib/use-translation';
import { useSkillSuggestions } from '../api/get-skill-suggestions';
import '../i18n';

const SUGGESTIONS_SHOWN = 8;
const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** 0: the name starts with what was typed, 1: one of its words does, 2: it holds it, 3: only its description does. */
function scoreOf(name: string, q: string): number {
  const lower = name.toLowerCase();
  if (lower.startsWith(q)) return 0;
  if (lower.split(/[\s/&.,()-]+/).some((word) => word.startsWith(q))) return 1;
  return lower.includes(q) ? 2 : 3;
}

/**
 * Catalogue names not chosen yet, best first. The catalogue search also matches descriptions;
 * those skills are offered only when no name holds what was typed ("Rea" should not suggest
 * Adobe Illustrator, but a description can still find a skill by another word).
 */
function rank(names: string[], query: string, chosen: string[]): string[] {
  const q = query.trim().toLowerCase();
  const scored = names.filter((name) => !chosen.some((c) => same(c, name))).map((name) => ({ name, score: scoreOf(name, q) }));
  const byName = scored.some((s) => s.score < 3);
  return scored
    .filter((s) => !byName || s.score < 3)
    .sort((a, b) => a.score - b.score || a.name.localeCompare(b.name))
    .slice(0, SUGGESTIONS_SHOWN)
    .map((s) => s.name);
}

interface SkillPickerProps {
  value: string[];
  onChange: (skills: string[]) => void;
  error?: string;
}

/**
 * A combobox over the skills catalogue (WAI-ARIA combobox with a listbox popup): typing
 * suggests catalogue names, arrows move, Enter or a click adds one, Escape closes. Only
 * catalogue names can be added, as the server accepts only those; the chosen ones show as
 * removable chips, 1 to 12.
 */
export function SkillPicker({ value, onChange, error }: SkillPickerProps) {
  const { t } = useTranslation('jobsHiring');
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [hint, setHint] = useState<string | null>(null);
  const query = useDebounced(text.trim());
  const catalog = useSkillSuggestions(query);
  const full = value.length >= JOB_SKILLS_MAX;
  const settled = query !== '' && query === text.trim() && !catalog.isPlaceholderData && catalog.data !== undefined;
  const suggestions =
    query && catalog.data
      ? rank(
          catalog.data.items.map((s) => s.name),
          query,
          value,
        )
      : [];
  const expanded = open && text.trim() !== '' && suggestions.length > 0;
  const listId = `${id}-list`;

  function add(name: string) {
    if (!full && !value.some((v) => same(v, name))) onChange([...value, name]);
    setText('');
    setActive(-1);
    setHint(null);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter') {
      // Enter picks a skill; it never submits the whole form from here.
      event.preventDefault();
      if (!text.trim()) return;
      const exact = suggestions.find((name) => same(name, text));
      const chosen = expanded && active >= 0 ? suggestions[active] : exact;
      if (chosen) add(chosen);
      else setHint(t('form.skillsPick'));
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  const status = !text.trim()
    ? ''
    : catalog.isError
      ? t('form.skillsFailed')
      : !settled
        ? t('form.skillsSearching')
        : suggestions.length === 0
          ? t('form.skillsNoMatch', { query: text.trim() })
          : t('form.skillsSuggestions', { count: suggestions.length });
  const describedBy = [`${id}-hint`, error ? `${id}-error` : '', hint ? `${id}-pick` : ''].filter(Boolean).join(' ');

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {t('form.skillsSearch')}
      </label>
      <p id={`${id}-hint`} className="text-sm text-muted">
        {t('form.skillsHint')} <span className="tabular-nums">{t('form.skillsCount', { count: value.length, max: JOB_SKILLS_MAX })}</span>
      </p>
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t('form.skills')}>
          {value.map((skill) => (
            <li key={skill} className="inline-flex max-w-full items-center gap-1 rounded-full bg-primary-soft py-0.5 pl-3 text-sm text-fg">
              <span className="truncate">{skill}</span>
              <button
                type="button"
                className="inline-flex size-11 shrink-0 items-center justify-center rounded-full text-muted hover:text-fg"
                aria-label={t('form.skillRemove', { skill })}
                onClick={() => onChange(value.filter((s) => s !== skill))}
              >
                <X className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="relative">
        <input
          id={id}
          name="skills"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          autoComplete="off"
          className={inputClasses}
          value={text}
          maxLength={60}
          disabled={full}
          placeholder={full ? t('form.skillsFull') : t('form.skillsPlaceholder')}
          onChange={(e) => {
            setText(e.currentTarget.value);
            setOpen(true);
            setActive(-1);
            setHint(null);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={t('form.skills')}
          hidden={!expanded}
          className="absolute inset-x-0 top-full z-20 mt-1 max-h-72 overflow-y-auto rounded-lg border border-border bg-surface p-1 shadow-lg"
        >
          {suggestions.map((name, index) => (
            <li
              key={name}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={cn(
                'flex min-h-11 cursor-pointer items-center rounded-md px-3 text-sm text-fg',
                index === active && 'bg-surface-2',
              )}
              // Keeps focus in the box (no blur closing the list before the click lands).
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => add(name)}
            >
              {name}
            </li>
          ))}
        </ul>
      </div>
      <p role="status" className="sr-only">
        {open ? status : ''}
      </p>
      {open && text.trim() && settled && suggestions.length === 0 && <p className="text-sm text-muted">{status}</p>}
      {hint && (
        <p id={`${id}-pick`} className="text-sm font-medium text-danger">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}
