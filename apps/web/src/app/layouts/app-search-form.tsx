import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../lib/use-translation';
import { inputClasses } from '../../components/ui/field';

/**
 * Goes to /app/search?q=… for a non-empty trimmed query; an empty one does nothing. The top bar
 * shows it from 768 px; below that it sits at the top of the drawer (`onSearch` closes it).
 */
export function AppSearchForm({ className = 'hidden md:block', onSearch }: { className?: string; onSearch?: () => void }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [query, setQuery] = useState('');

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = query.trim();
    if (!trimmed) return;
    onSearch?.();
    void navigate(`/app/search?q=${encodeURIComponent(trimmed)}`);
  }

  return (
    <form role="search" onSubmit={onSubmit} className={`relative w-full max-w-md lg:max-w-xl ${className}`}>
      <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted" aria-hidden="true" />
      <input
        type="search"
        aria-label={t('search.label')}
        placeholder={t('search.placeholder')}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
        className={`${inputClasses} pl-9`}
      />
    </form>
  );
}
