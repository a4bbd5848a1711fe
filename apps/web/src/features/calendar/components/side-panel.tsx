import type { CalendarInfo } from '@skilllink/contracts/calendar';
import { cn } from '../../../components/ui/cn';
import { CalendarList } from './calendar-list';
import { IcsPanel } from './ics-panel';
import { MiniMonth } from './mini-month';
import { ZoneSelect } from './zone-select';

interface Props {
  className?: string;
  date: string;
  today: string;
  onDate: (date: string) => void;
  calendars: CalendarInfo[];
  onToggle: (id: string, visible: boolean) => void;
  timeZone: string;
  onZone: (zone: string) => void;
}

/** Mini month, calendars, zone and ICS: a column beside the grid on wide screens, a panel above it on phones. */
export function SidePanel({ className, date, today, onDate, calendars, onToggle, timeZone, onZone }: Props) {
  return (
    <aside
      className={cn(
        'max-h-[45%] w-full shrink-0 flex-col gap-5 overflow-y-auto border-b border-border p-3 lg:max-h-none lg:w-72 lg:border-r lg:border-b-0',
        className,
      )}
    >
      <MiniMonth selected={date} today={today} onSelect={onDate} />
      <CalendarList calendars={calendars} onToggle={onToggle} />
      <ZoneSelect value={timeZone} onChange={onZone} />
      <IcsPanel />
    </aside>
  );
}
