import { i18n } from '../../../i18n';

/**
 * The title a suggestion prefills: "Build skill in developing others", "Build skill in
 * communication". A competency title reads as a noun phrase, so it follows "Build skill in"
 * lower-cased at its first word, unless that word is an acronym or a name-like
 * capitalised word inside the title is kept (only the first letter changes).
 */
export function suggestedTitle(competency: string): string {
  const title = competency.trim().replace(/\s+/g, ' ');
  if (!title) return i18n.t('feedback:plan.newSkill');
  const [first = '', ...rest] = title.split(' ');
  // "CRM", "AI", "IT": an acronym keeps its capitals; a word with capitals inside ("iOS", "DevOps") too.
  const keep = first.length > 1 && (first === first.toUpperCase() || /[A-Z]/.test(first.slice(1)));
  const head = keep ? first : first.charAt(0).toLowerCase() + first.slice(1);
  return i18n.t('feedback:plan.buildSkill', { competency: [head, ...rest].join(' ') });
}
