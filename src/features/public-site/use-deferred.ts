import { useCallback, useEffect, useState, type RefObject } from 'react';

type Status = 'waiting' | 'loading' | 'ready' | 'failed';

/**
 * Loads a module when `ref` comes within `margin` of the viewport, or earlier on `start()`
 * (pointer or focus), so heavy code arrives before it is needed and not with the page.
 */
export function useDeferred<T>(load: () => Promise<T>, ref: RefObject<Element | null>, margin = 600) {
  const [state, setState] = useState<{ status: Status; module?: T }>({ status: 'waiting' });
  const start = useCallback(() => setState((s) => (s.status === 'waiting' || s.status === 'failed' ? { status: 'loading' } : s)), []);

  useEffect(() => {
    const element = ref.current;
    if (state.status !== 'waiting' || !element) return;
    if (typeof IntersectionObserver === 'undefined') return start();
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && start(), {
      rootMargin: `${margin}px 0px`,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, start, state.status]);

  useEffect(() => {
    if (state.status !== 'loading') return;
    let live = true;
    load().then(
      (module) => live && setState({ status: 'ready', module }),
      () => live && setState({ status: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [load, state.status]);

  return { ...state, start };
}
