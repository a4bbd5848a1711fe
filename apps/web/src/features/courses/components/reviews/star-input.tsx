import { Star } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../../../components/ui/cn';
import { useTranslation } from '../../../../lib/use-translation';
import '../../i18n';

interface StarInputProps {
  value: number;
  onChange: (rating: number) => void;
  error?: string;
  errorId: string;
}

const RATINGS = [1, 2, 3, 4, 5] as const;

/** Five radio buttons drawn as stars, each named "4 stars: Very Good"; the chosen label shows beside them. */
export function StarInput({ value, onChange, error, errorId }: StarInputProps) {
  const { t } = useTranslation('courses');
  const [hover, setHover] = useState(0);
  const shown = hover || value;
  return (
    <fieldset className="flex flex-col gap-1.5" aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1.5 text-sm font-medium text-fg">{t('reviewDialog.rating')}</legend>
      <div className="flex flex-wrap items-center gap-1" onMouseLeave={() => setHover(0)}>
        {RATINGS.map((n) => (
          <label
            key={n}
            onMouseEnter={() => setHover(n)}
            className="inline-flex size-11 cursor-pointer items-center justify-center rounded-md has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
          >
            <input
              type="radio"
              name="review-rating"
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              className="sr-only"
              aria-label={t('reviewDialog.star', { count: n, label: t(`reviewDialog.ratingLabels.${n}`) })}
            />
            <Star
              aria-hidden="true"
              className={cn('size-7', n <= shown ? 'fill-current text-amber-600 dark:text-amber-400' : 'text-border-strong')}
            />
          </label>
        ))}
        {shown > 0 && (
          <span className="ml-2 text-sm font-medium text-fg">{t(`reviewDialog.ratingLabels.${shown as 1 | 2 | 3 | 4 | 5}`)}</span>
        )}
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </fieldset>
  );
}
