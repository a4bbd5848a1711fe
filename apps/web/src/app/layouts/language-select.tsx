import type { Language } from '@skilllink/contracts/auth';
import { useId } from 'react';
import { useTranslation } from '../../lib/use-translation';
import { inputClasses } from '../../components/ui/field';
import { currentLanguage, LANGUAGES } from '../../lib/i18n';
import { usePreferenceActions } from '../use-preference-actions';

/** For visitors (footer, sign-in pages); members use the Language submenu of the profile menu. */
export function LanguageSelect() {
  const { t } = useTranslation();
  const id = useId();
  const { changeLanguage } = usePreferenceActions();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm whitespace-nowrap text-muted">
        {t('language')}
      </label>
      <select
        id={id}
        className={`${inputClasses} w-auto py-1`}
        value={currentLanguage()}
        onChange={(event) => changeLanguage(event.target.value as Language)}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {t(`languages.${language}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
