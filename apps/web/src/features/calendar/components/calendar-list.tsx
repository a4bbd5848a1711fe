import type { CalendarInfo } from '@skilllink/contracts/calendar';
import { Eye, EyeOff } from 'lucide-react';
import { useTranslation } from '../../../lib/use-translation';

/** The member's calendars with their colours; the switch shows or hides a calendar's events. */
export function CalendarList({
  calendars,
  onToggle,
}: {
  calendars: CalendarInfo[];
  onToggle: (id: CalendarInfo['id'], visible: boolean) => void;
}) {
  const { t } = useTranslation('calendar');
  return (
    <section aria-labelledby="calendar-list-heading" className="flex flex-col gap-1">
      <h2 id="calendar-list-heading" className="text-sm font-semibold text-fg">
        {t('calendars.heading')}
      </h2>
      <ul className="flex flex-col">
        {calendars.map((c) => (
          <li key={c.id}>
            <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md px-1 text-sm text-fg hover:bg-surface-2">
              <input
                type="checkbox"
                checked={c.visible}
                className="size-5 shrink-0"
                style={{ accentColor: c.color }}
                onChange={(e) => onToggle(c.id, e.target.checked)}
              />
              <span aria-hidden="true" className="size-3 shrink-0 rounded-sm" style={{ background: c.color }} />
              <span className="flex-1">{t(`calendars.${c.id}`)}</span>
              {c.visible ? (
                <Eye className="size-4 text-muted" aria-hidden="true" />
              ) : (
                <EyeOff className="size-4 text-muted" aria-hidden="true" />
              )}
            </label>
          </li>
        ))}
      </ul>
    </section>
  );
}
