import { useLingui } from '@lingui/react';
import { useLocation, useNavigate } from 'react-router-dom';
import { LanguageSwitch } from '@/ui';
import { activateLanguage, englishPath, languageChoices, languageOfPath } from './i18n';
import type { Language } from './i18n';

type SwitchProps = { onChosen?: (language: Language) => void };

/** The header's language switch on the public site: the device remembers the choice. */
export function AppLanguageSwitch({ onChosen }: SwitchProps) {
  const { i18n } = useLingui();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const choose = async (language: Language) => {
    await activateLanguage(language);
    onChosen?.(language);
    // A Hindi page's address (/hi/about) would bring Hindi back on a reload: leave it.
    if (language === 'en' && languageOfPath(pathname)) {
      await navigate(`${englishPath(pathname)}${search}`, { replace: true });
    }
  };
  return (
    <LanguageSwitch<Language>
      choices={languageChoices}
      current={i18n.locale === 'hi' ? 'hi' : 'en'}
      onChoose={(language) => void choose(language)}
    />
  );
}
