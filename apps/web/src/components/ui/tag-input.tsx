import { X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { inputClasses } from './field';

export interface TagInputProps {
  tags: string[];
  onChange: (tags: string[]) => void;
  label: string;
  /** Under the box: how to add, or that the list is full. */
  hint: (full: boolean) => string;
  /** The × button's name for a tag ("Remove React"). */
  removeLabel: (tag: string) => string;
  max: number;
  /** The longest tag kept (longer ones are cut). */
  tagMaxLength?: number;
}

/**
 * Tags typed in a box: Enter or a comma adds what was typed (a pasted "React, SQL" adds both),
 * the × on a tag or Backspace in the empty box removes one; no blanks, no repeats (any case),
 * at most `max`.
 */
export function TagInput({ tags, onChange, label, hint, removeLabel, max, tagMaxLength = 60 }: TagInputProps) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const full = tags.length >= max;

  function commit(text: string) {
    const next = [...tags];
    for (const part of text.split(',')) {
      const tag = part.trim().slice(0, tagMaxLength);
      if (tag && next.length < max && !next.some((t) => t.toLowerCase() === tag.toLowerCase())) next.push(tag);
    }
    setDraft('');
    if (next.length !== tags.length) onChange(next);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      commit(draft);
    } else if (event.key === 'Backspace' && !draft && tags.length > 0) {
      onChange(tags.slice(0, -1));
    }
  }

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {label}
      </label>
      {tags.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li key={tag} className="inline-flex items-center gap-1 rounded-full bg-primary-soft py-0.5 pl-3 text-sm font-medium text-fg">
              {tag}
              <button
                type="button"
                className="inline-flex size-8 items-center justify-center rounded-full hover:bg-surface-2"
                onClick={() => onChange(tags.filter((t) => t !== tag))}
                aria-label={removeLabel(tag)}
              >
                <X className="size-3.5" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      <input
        id={id}
        className={inputClasses}
        value={draft}
        disabled={full}
        autoComplete="off"
        maxLength={300}
        onChange={(event) => (event.target.value.includes(',') ? commit(event.target.value) : setDraft(event.target.value))}
        onKeyDown={onKeyDown}
        onBlur={() => draft.trim() && commit(draft)}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className="text-sm text-muted">
        {hint(full)}
      </p>
    </div>
  );
}
