import { useEffect } from 'react';

/**
 * The browser scrolls to "#pricing" before the page has rendered it (the content comes
 * with the script), so scroll once more when it has.
 */
export function useHashScroll(): void {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
  }, []);
}
