import { X } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import { inputClasses } from '../../../components/ui/field';
import { useTranslation } from '../../../lib/use-translation';
import '../i18n';

/** Skill tags of an experience: Enter or comma adds, the × on a tag removes it; no blanks or repeats. */
export function TagInput({ tags, onChange }: { tags: string[]; onChange: (tags: string[]) => void }) {
  const { t } = useTranslation('profile');
  const id = useId();
  const [draft, setDraft] = useState('');

  function commit() {
    const tag = draft.trim().replace(/,$/, '').trim();
    if (tag && !tags.some((x) => x.toLowerCase() === tag.toLowerCase()) && tags.length < 20) onChange([...tags, tag.slice(0, 60)]);
    setDraft('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Backspace' && !draft && tags.length) {
      onChange(tags.slice(0, -1));
    }
  }

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-fg">
        {t('modal.tags')}
      </label>
      {tags.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li key={tag} className="inline-flex items-center gap-1 rounded-full bg-surface-2 py-0.5 pl-3 text-sm text-fg">
              {tag}
              <button
                type="button"
                className="inline-flex size-8 items-center justify-center rounded-full hover:bg-border"
                onClick={() => onChange(tags.filter((x) => x !== tag))}
                aria-label={t('modal.removeTag', { tag })}
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
        onChange={(e) => setDraft(e.target.value)}
        onKeyDown={onKeyDown}
        onBlur={commit}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className="text-sm text-muted">
        {t('modal.tagsHint')}
      </p>
    </div>
  );
}
