import type { RefObject } from 'react';
import { Logo } from '../../components/ui/logo';
import { Sheet, SheetContent } from '../../components/ui/sheet';
import { useTranslation } from '../../lib/use-translation';
import { AppNav } from './app-nav';
import { AppSearchForm } from './app-search-form';

interface Props {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The top bar's menu button. */
  returnFocus: RefObject<HTMLElement | null>;
}

/** The sidebar as a drawer below 768 px, with search at its top; loaded on first use (app-layout.tsx). */
export function AppDrawer({ open, onOpenChange, returnFocus }: Props) {
  const { t } = useTranslation('shell');
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent title={t('drawer.title')} closeLabel={t('drawer.close')} header={<Logo />} returnFocus={returnFocus}>
        <div className="px-3 pt-3">
          <AppSearchForm className="block" onSearch={() => onOpenChange(false)} />
        </div>
        <AppNav onNavigate={() => onOpenChange(false)} />
      </SheetContent>
    </Sheet>
  );
}
