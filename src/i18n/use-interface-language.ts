import { useEffect } from 'react';
import { resolveLanguage } from '../../schemas/language';
import { useCurrentUser } from '../lib/session';
import { i18n } from './i18n';
import { rememberLanguage } from './remembered-language';

/**
 * Keeps the interface in the signed-in person's language: their profile's choice, else their browser's, else their
 * company's default.
 */
export function useInterfaceLanguage(): void {
  const user = useCurrentUser();
  const language = resolveLanguage({ profile: user?.language, browser: navigator.languages, company: user?.company?.default_language });
  useEffect(() => {
    rememberLanguage(language);
    if (i18n.language !== language) void i18n.changeLanguage(language);
  }, [language]);
}
