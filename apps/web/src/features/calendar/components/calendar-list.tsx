import type { CalendarInfo } from '@skilllink/contracts/calendar';
import { OWN_CALENDARS_MAX } from '@skilllink/contracts/calendar-constants';
import { Eye, EyeOff, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../lib/use-translation';
import { calendarName } from '../model/calendars';
import { CalendarDeleteDialog } from './calendar-delete-dialog';
import { CalendarEditor } from './calendar-editor';

/**
 * The member's calendars with their colours; the switch shows or hides a calendar's events. Their
 * own calendars (not the three defaults, ADR 034) can be renamed, recoloured and deleted.
 */
export function CalendarList({ calendars, onToggle }: { calendars: CalendarInfo[]; onToggle: (id: string, visible: boolean) => void }) {
  const { t } = useTranslation('calendar');
  const [editing, setEditing] = useState<CalendarInfo | 'new' | null>(null);
  const [deleting, setDeleting] = useState<CalendarInfo | null>(null);
  const atLimit = calendars.filter((c) => !c.isDefault).length >= OWN_CALENDARS_MAX;
  return (
    <section aria-labelledby="calendar-list-heading" className="flex flex-col gap-1">
      <h2 id="calendar-list-heading" className="text-sm font-semibold text-fg">
        {t('calendars.heading')}
      </h2>
      <ul className="flex flex-col">
        {calendars.map((c) => {
          const name = calendarName(c, t);
          return (
            <li key={c.id} className="flex items-center gap-1">
              <label className="flex min-h-11 min-w-0 flex-1 cursor-pointer items-center gap-3 rounded-md px-1 text-sm text-fg hover:bg-surface-2">
                <input
                  type="checkbox"
                  checked={c.visible}
                  className="size-5 shrink-0"
                  style={{ accentColor: c.color }}
                  onChange={(e) => onToggle(c.id, e.target.checked)}
                />
                <span aria-hidden="true" className="size-3 shrink-0 rounded-sm" style={{ background: c.color }} />
                <span className="min-w-0 flex-1 wrap-anywhere">{name}</span>
                {c.visible ? (
                  <Eye className="size-4 shrink-0 text-muted" aria-hidden="true" />
                ) : (
                  <EyeOff className="size-4 shrink-0 text-muted" aria-hidden="true" />
                )}
              </label>
              {!c.isDefault && (
                <>
                  <Button variant="ghost" size="icon" aria-label={t('calendars.edit', { name })} onClick={() => setEditing(c)}>
                    <Pencil className="size-4" aria-hidden="true" />
                  </Button>
                  <Button variant="ghost" size="icon" aria-label={t('calendars.remove', { name })} onClick={() => setDeleting(c)}>
                    <Trash2 className="size-4 text-danger" aria-hidden="true" />
                  </Button>
                </>
              )}
            </li>
          );
        })}
      </ul>
      {atLimit ? (
        <p className="text-sm text-muted">{t('calendars.limit', { max: OWN_CALENDARS_MAX })}</p>
      ) : (
        <Button variant="secondary" size="sm" className="self-start" onClick={() => setEditing('new')}>
          <Plus className="size-4" aria-hidden="true" />
          {t('calendars.add')}
        </Button>
      )}
      <CalendarEditor editing={editing} onClose={() => setEditing(null)} />
      <CalendarDeleteDialog deleting={deleting} calendars={calendars} onClose={() => setDeleting(null)} />
    </section>
  );
}
