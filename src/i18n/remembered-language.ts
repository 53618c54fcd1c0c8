import { resolveLanguage, type Language } from '../../schemas/language';

// The language this browser last showed: the first screen after a reload is drawn in it, not in English first.
const KEY = 'c360.language';

export function rememberLanguage(language: Language): void {
  try {
    localStorage.setItem(KEY, language);
  } catch {
    // Storage refused (private mode, full): the next first screen follows the browser instead.
  }
}

/** The language to start in before anyone is known: the remembered one, else the browser's, else English. */
export function startingLanguage(): Language {
  return resolveLanguage({ profile: remembered(), browser: typeof navigator === 'undefined' ? [] : navigator.languages });
}

function remembered(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}
