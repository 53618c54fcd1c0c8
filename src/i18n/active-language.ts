import { DEFAULT_LANGUAGE } from '../../schemas/language';

// The language the interface is drawn in, for code outside React (formatters, machines' messages). i18n.ts keeps it.
let active: string = DEFAULT_LANGUAGE;

export const activeLanguage = (): string => active;

export function setActiveLanguage(language: string): void {
  active = language;
}
