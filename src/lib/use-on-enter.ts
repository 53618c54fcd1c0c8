import { useEffect, useRef } from 'react';

/**
 * Runs `effect` when `value` becomes `target` (not when a screen mounts already there),
 * e.g. a toast when a request succeeds.
 */
export function useOnEnter<T>(value: T, target: T, effect: () => void): void {
  const previous = useRef(value);
  const latest = useRef(effect);
  latest.current = effect;
  useEffect(() => {
    if (value === target && previous.current !== target) latest.current();
    previous.current = value;
  }, [value, target]);
}
