import { useEffect } from 'react';
import { useLingui } from '@lingui/react';
import { useAuth } from '@/data';
import { activateLanguage } from '../i18n';
import { AppLanguageSwitch } from '../language-choice';

/**
 * A signed-in area's switch: the choice is kept with the account too, and the account's choice
 * (made on another device) is what a sign-in shows.
 */
export function AccountLanguageSwitch() {
  const { user, keepLanguage } = useAuth();
  const { i18n } = useLingui();
  const accountLanguage = user?.language;
  useEffect(() => {
    if (accountLanguage && accountLanguage !== i18n.locale) void activateLanguage(accountLanguage);
  }, [accountLanguage, i18n]);
  return (
    <AppLanguageSwitch
      onChosen={(language) =>
        // The device keeps the choice whatever happens: an account that did not keep it is no loss.
        void keepLanguage(language).catch((error: unknown) => console.error(error))
      }
    />
  );
}
