// Lucide's grip, move and calendar drawn as one <path> each, without lucide-react's component
// (a forwardRef, class merging and up to ten child elements per icon). A 1,000-task board draws
// three per card: as lucide-react components they were about a third of a column's DOM and a
// good part of its first render (ADR 056, board addendum). Same 24-unit geometry and strokes.

const GRIP = 'M9 5h.01M9 12h.01M9 19h.01M15 5h.01M15 12h.01M15 19h.01';
const MOVE = 'm16 3 4 4-4 4M20 7H4m4 14-4-4 4-4M4 17h16';
const CALENDAR =
  'M8 2v4M16 2v4M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2zM3 10h18M8 14h.01M12 14h.01M16 14h.01M8 18h.01M12 18h.01M16 18h.01';

function PathIcon({ d, className, strokeWidth = 2 }: { d: string; className: string; strokeWidth?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
    >
      <path d={d} />
    </svg>
  );
}

/** Lucide's GripVertical: its six r=1 circles with a 2-wide stroke are 4-wide dots. */
export const GripIcon = ({ className }: { className: string }) => <PathIcon d={GRIP} className={className} strokeWidth={4} />;
/** Lucide's ArrowRightLeft. */
export const MoveIcon = ({ className }: { className: string }) => <PathIcon d={MOVE} className={className} />;
/** Lucide's CalendarDays. */
export const CalendarIcon = ({ className }: { className: string }) => <PathIcon d={CALENDAR} className={className} />;
