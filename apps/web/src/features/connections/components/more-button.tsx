import { MoreHorizontal } from 'lucide-react';
import { forwardRef, type ComponentProps } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/cn';
import { WAITING } from '../focus';

interface Props extends ComponentProps<'button'> {
  busy: boolean;
  label: string;
}

/** A card's "More" button: the same look and name before and after its menu's code arrives. */
export const MoreButton = forwardRef<HTMLButtonElement, Props>(function MoreButton({ busy, label, className, ...props }, ref) {
  return (
    <Button
      ref={ref}
      size="icon"
      variant="ghost"
      aria-disabled={busy || undefined}
      aria-label={label}
      className={cn('ml-auto', busy && WAITING, className)}
      {...props}
    >
      <MoreHorizontal className="size-5" aria-hidden="true" />
    </Button>
  );
});
