import { Moon, Sun } from 'lucide-react';
import { useTranslation } from '../../lib/use-translation';
import { Button } from '../../components/ui/button';
import { useTheme } from '../../lib/theme';
import { usePreferenceActions } from '../use-preference-actions';

/** Icon button; its name says what pressing it does ("Switch to dark mode"). */
export function ThemeToggle() {
  const { t } = useTranslation();
  const theme = useTheme();
  const { changeTheme } = usePreferenceActions();
  const next = theme === 'dark' ? 'light' : 'dark';
  return (
    <Button
      variant="ghost"
      size="icon"
      onClick={() => changeTheme(next)}
      aria-label={next === 'dark' ? t('theme.toDark') : t('theme.toLight')}
    >
      {theme === 'dark' ? <Sun className="size-5" aria-hidden="true" /> : <Moon className="size-5" aria-hidden="true" />}
    </Button>
  );
}
