import type { Language } from '../../schemas/language';

// One formatter per language for every mail: building an Intl formatter per date cost more than writing the mail.
const formats = new Map<string, Intl.DateTimeFormat>();
const options: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' };

/**
 * A date of the contract (YYYY-MM-DD) as a mail writes it, the same in every time zone: "12 March 2026" (British order
 * for English), "12. März 2026", "12 mars 2026", "12 de marzo de 2026".
 */
export function longDate(day: string, language: Language): string {
  let format = formats.get(language);
  if (!format) formats.set(language, (format = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, options)));
  return format.format(new Date(`${day}T00:00:00Z`));
}
