import { useEffect, useState, type ComponentType } from 'react';
import { SCREEN_LOAD_TIMEOUT_MS } from '../lib/config';
import { PageLoader } from '../components/page-loader';
import { ScreenLoadError } from './screen-load-error';

interface LazyOptions {
  /** The loader covers the page; inside the signed-in shell it fills the content area. */
  fullPage?: boolean;
  timeoutMs?: number;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`The screen took longer than ${ms / 1000} s to load.`)), ms);
    promise.then(
      (value) => { clearTimeout(timer); resolve(value); },
      (error: unknown) => { clearTimeout(timer); reject(error); },
    );
  });
}

/**
 * A screen whose code is fetched on first use, behind the spinning loader. Unlike
 * React.lazy, a failed or timed-out load can be retried in place.
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>, options: LazyOptions = {}): ComponentType<P> {
  const { fullPage = true, timeoutMs = SCREEN_LOAD_TIMEOUT_MS } = options;
  let loaded: ComponentType<P> | null = null;

  function LazyScreen(props: P) {
    const [attempt, setAttempt] = useState(0);
    const [failed, setFailed] = useState(false);
    const [, setReady] = useState(false);

    useEffect(() => {
      if (loaded) return;
      let live = true;
      withTimeout(load(), timeoutMs).then(
        (component) => {
          loaded = component;
          if (live) setReady(true);
        },
        () => live && setFailed(true),
      );
      return () => { live = false; };
    }, [attempt]);

    if (loaded) {
      const Screen = loaded;
      return <Screen {...props} />;
    }
    if (failed) {
      return <ScreenLoadError fullPage={fullPage} onRetry={() => { setFailed(false); setAttempt((n) => n + 1); }} />;
    }
    return <PageLoader fullPage={fullPage} />;
  }

  return LazyScreen;
}
