import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../../../schemas/language';

/** What may decide the language of a rater's survey content, first to last. */
export interface LanguageWishes {
  /** `?language=`: the rater's switch on the answer screen. */
  asked?: string | null;
  /** Their profile's choice (users.language); none for an outside rater. */
  profile?: string | null;
  /** Their company's default; none for an outside rater, who is not of the company. */
  company?: string | null;
}

/**
 * The language a rater reads the survey's content in: the first of their switch, their profile's and their company's
 * that the survey offers, else the survey's main language (its first). Never one the survey does not offer.
 */
export function contentLanguage(offered: readonly string[], wishes: LanguageWishes): Language {
  const choices = [wishes.asked, wishes.profile, wishes.company, ...offered];
  return choices.find((l): l is Language => isLanguage(l) && offered.includes(l)) ?? DEFAULT_LANGUAGE;
}
