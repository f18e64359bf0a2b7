import { useLingui } from '@lingui/react';
import { LanguageSwitch } from '@/ui';
import { activateLanguage, languageChoices } from './i18n';
import type { Language } from './i18n';

/** The header's language switch, for the public site and every signed-in area. */
export function AppLanguageSwitch() {
  const { i18n } = useLingui();
  return (
    <LanguageSwitch<Language>
      choices={languageChoices}
      current={i18n.locale === 'hi' ? 'hi' : 'en'}
      onChoose={(language) => void activateLanguage(language)}
    />
  );
}
