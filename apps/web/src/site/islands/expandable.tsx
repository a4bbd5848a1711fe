import { useState } from 'react';
import { useMounted } from './use-mounted';

export interface ExpandableProps {
  short: string;
  full: string;
  more: string;
  less: string;
  className?: string;
}

/**
 * A card's text cut at the spec's length with "Show More" / "Read More" to open it in place
 * (spec §2, §9). Without script the cut text stays, and the card's title links to the page.
 */
export function Expandable({ short, full, more, less, className }: ExpandableProps) {
  const [open, setOpen] = useState(false);
  const mounted = useMounted();
  const cut = short !== full;
  return (
    <div className="flex flex-col items-start gap-1">
      <p className={className}>{open ? full : short}</p>
      {cut && (
        <button
          type="button"
          hidden={!mounted}
          aria-expanded={open}
          className="min-h-11 rounded-md text-sm font-semibold text-primary underline-offset-4 hover:underline"
          onClick={() => setOpen((value) => !value)}
        >
          {open ? less : more}
        </button>
      )}
    </div>
  );
}
