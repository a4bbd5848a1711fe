import { useTranslation } from '../../../lib/use-translation';
import { CalendarHost } from '../../calendar-host';
import '../../layouts/shell-i18n';
import { usePageTitle } from '../../page-title';

/** /app/calendar: the same calendar as the profile menu's modal, as a page that can be linked. */
export default function CalendarRoute() {
  const { t } = useTranslation('shell');
  const title = t('pages.calendar');
  usePageTitle(title);
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold tracking-tight text-fg sm:text-3xl">{title}</h1>
      {/* A definite height: the grid scrolls inside it, the page does not. */}
      <div className="h-[calc(100dvh-12rem)] min-h-[32rem] overflow-hidden rounded-xl border border-border bg-surface">
        <CalendarHost />
      </div>
    </div>
  );
}
