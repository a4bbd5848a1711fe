import { ChevronLeft, ChevronRight, PanelLeft, Plus, X } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { useTranslation } from '../../../lib/use-translation';
import { VIEWS, type CalendarView } from '../model/views';

interface Props {
  title: string;
  view: CalendarView;
  onView: (view: CalendarView) => void;
  onStep: (direction: 1 | -1) => void;
  onToday: () => void;
  onNew: () => void;
  onTogglePanel: () => void;
  panelOpen: boolean;
  onClose?: () => void;
  closeLabel?: string;
}

/** Back, Today, forward, the range's title, the three views, New event (and Close in the modal). */
export function CalendarToolbar({ title, view, onView, onStep, onToday, onNew, onTogglePanel, panelOpen, onClose, closeLabel }: Props) {
  const { t } = useTranslation('calendar');
  return (
    <div role="toolbar" aria-label={t('toolbar.label')} className="flex flex-wrap items-center gap-2 border-b border-border px-3 py-2">
      <Button
        variant="ghost"
        size="icon"
        className="lg:hidden"
        aria-label={t('toolbar.panel')}
        aria-expanded={panelOpen}
        onClick={onTogglePanel}
      >
        <PanelLeft className="size-5" aria-hidden="true" />
      </Button>
      <div className="flex items-center">
        <Button variant="ghost" size="icon" aria-label={t('toolbar.previous')} onClick={() => onStep(-1)}>
          <ChevronLeft className="size-5" aria-hidden="true" />
        </Button>
        <Button variant="secondary" size="sm" onClick={onToday}>
          {t('toolbar.today')}
        </Button>
        <Button variant="ghost" size="icon" aria-label={t('toolbar.next')} onClick={() => onStep(1)}>
          <ChevronRight className="size-5" aria-hidden="true" />
        </Button>
      </div>
      {/* Wraps rather than being cut off, so a phone still shows which week or month this is. */}
      <h2
        className="min-w-0 shrink grow basis-28 text-base leading-tight font-semibold text-balance wrap-break-word text-fg sm:text-lg"
        aria-live="polite"
      >
        {title}
      </h2>
      <div role="group" aria-label={t('toolbar.views')} className="flex rounded-lg border border-border-strong">
        {VIEWS.map((v) => (
          <button
            key={v}
            type="button"
            aria-pressed={view === v}
            onClick={() => onView(v)}
            className={cn(
              'min-h-11 px-3 text-sm font-medium first:rounded-l-lg last:rounded-r-lg',
              view === v ? 'bg-primary text-primary-fg' : 'text-fg hover:bg-surface-2',
            )}
          >
            {t(`toolbar.${v}`)}
          </button>
        ))}
      </div>
      {/* Below 640 px only the + shows (its name stays): the views, New event and Close share one row at 360 px. */}
      <Button size="sm" className="max-sm:w-11 max-sm:px-0" onClick={onNew}>
        <Plus className="size-4" aria-hidden="true" />
        <span className="max-sm:sr-only">{t('toolbar.newEvent')}</span>
      </Button>
      {onClose && (
        <Button variant="ghost" size="icon" className="ml-auto" aria-label={closeLabel} onClick={onClose}>
          <X className="size-5" aria-hidden="true" />
        </Button>
      )}
    </div>
  );
}
