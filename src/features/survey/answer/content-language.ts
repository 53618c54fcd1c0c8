import { useSyncExternalStore } from 'react';
import { isLanguage, type Language } from '../../../../schemas/language';

// The language a rater last switched a survey's questions to: the next sheet opens in it too, where offered.
const KEY = 'c360.content-language';
const listeners = new Set<() => void>();

function remembered(): Language | null {
  try {
    const value = localStorage.getItem(KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

let chosen: Language | null = typeof localStorage === 'undefined' ? null : remembered();

/** The rater's switch: every sheet asked from now on is asked in `language`. */
export function chooseContentLanguage(language: Language): void {
  chosen = language;
  try {
    localStorage.setItem(KEY, language);
  } catch {
    // Storage refused (private mode, full): the choice holds until the page is reloaded.
  }
  for (const listener of listeners) listener();
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
}

/** The language the rater switched to, null before they do (the server then picks: their profile's, the survey's…). */
export const useContentLanguage = (): Language | null =>
  useSyncExternalStore(
    subscribe,
    () => chosen,
    () => null,
  );

/** `?language=` for the sheet's and the save's calls, empty before the rater switched. */
export const contentLanguageQuery = (): string => (chosen ? `?language=${chosen}` : '');
