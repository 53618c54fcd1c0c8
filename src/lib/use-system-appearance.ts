import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-color-scheme: dark)';

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

function current(): 'light' | 'dark' {
  return typeof window.matchMedia === 'function' && window.matchMedia(QUERY).matches ? 'dark' : 'light';
}

/** Light or dark, as the person's system is set, following changes live. */
export function useSystemAppearance(): 'light' | 'dark' {
  return useSyncExternalStore(subscribe, current, () => 'light');
}
