import { WEEKDAYS } from '@skilllink/contracts/calendar-constants';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { currentLanguage } from '../../../lib/i18n';
import { useTranslation } from '../../../lib/use-translation';
import { miniMonthDays, stepDate } from '../model/views';

interface Props {
  selected: string;
  today: string;
  onSelect: (date: string) => void;
}

const monthTitle = (month: string) =>
  new Intl.DateTimeFormat(currentLanguage(), { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month.slice(0, 7)}-01T00:00:00Z`),
  );
const fullDate = (day: string) =>
  new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));

/** The small month grid (whole weeks, Monday first) that picks the date the big grid shows. */
export function MiniMonth({ selected, today, onSelect }: Props) {
  const { t } = useTranslation('calendar');
  const [month, setMonth] = useState(selected.slice(0, 7));
  const [shown, setShown] = useState(selected);
  // Following the big grid: when it moves to another month, so does this one.
  if (shown !== selected) {
    setShown(selected);
    setMonth(selected.slice(0, 7));
  }
  const days = miniMonthDays(month);
  return (
    <section aria-label={t('mini.label')} className="flex flex-col gap-2">
      <div className="flex items-center justify-between">
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('mini.previous')}
          onClick={() => setMonth(stepDate(`${month}-01`, 'month', -1).slice(0, 7))}
        >
          <ChevronLeft className="size-4" aria-hidden="true" />
        </Button>
        <h2 className="text-sm font-semibold text-fg" aria-live="polite">
          {monthTitle(month)}
        </h2>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('mini.next')}
          onClick={() => setMonth(stepDate(`${month}-01`, 'month', 1).slice(0, 7))}
        >
          <ChevronRight className="size-4" aria-hidden="true" />
        </Button>
      </div>
      <div className="grid grid-cols-7 text-center text-xs" role="presentation">
        {WEEKDAYS.map((d) => (
          <abbr key={d} title={t(`weekdays.${d}`)} className="py-1 font-medium text-muted no-underline">
            {t(`weekdaysShort.${d}`)}
          </abbr>
        ))}
        {days.map((day) => (
          <button
            key={day}
            type="button"
            aria-label={fullDate(day)}
            aria-current={day === today ? 'date' : undefined}
            aria-pressed={day === selected}
            onClick={() => onSelect(day)}
            className={cn(
              'mx-auto inline-flex size-9 items-center justify-center rounded-full text-sm tabular-nums',
              day.slice(0, 7) === month ? 'text-fg' : 'text-muted',
              day === today && 'font-bold text-primary',
              day === selected ? 'bg-primary text-primary-fg' : 'hover:bg-surface-2',
            )}
          >
            {Number(day.slice(8))}
          </button>
        ))}
      </div>
    </section>
  );
}
