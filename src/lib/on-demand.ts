import { useSyncExternalStore, type ComponentType } from 'react';

/** A component whose code is fetched on first need, not with the screen that may show it. */
interface OnDemand<P extends object> {
  /** Starts fetching the code, once; after a failure the next call tries again. */
  load(): void;
  /** The component once its code has arrived, else null; the caller re-renders when it arrives. */
  useLoaded(): ComponentType<P> | null;
}

/**
 * For what a screen shows only on request (a menu, a dialog): its code stays out of the
 * screen's first load, and is fetched when the person shows the intent (points at or focuses
 * what opens it) or asks for it.
 */
export function onDemand<P extends object>(importer: () => Promise<ComponentType<P>>): OnDemand<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  const current = () => loaded;
  return {
    load() {
      pending ??= importer().then(
        (component) => {
          loaded = component;
          listeners.forEach((l) => l());
        },
        () => {
          pending = null;
        },
      );
    },
    useLoaded: () => useSyncExternalStore(subscribe, current, current),
  };
}
