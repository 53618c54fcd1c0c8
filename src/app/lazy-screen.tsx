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
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** A lazily loaded screen that can also be fetched ahead of its first render. */
export type LazyScreen<P extends object> = ComponentType<P> & { preload(): void };

/**
 * A screen whose code is fetched on first use (or earlier, by `preload`), behind the spinning
 * loader. Unlike React.lazy, a failed or timed-out load can be retried in place; a screen
 * whose code has already arrived renders at once, without the loader in between.
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>, options: LazyOptions = {}): LazyScreen<P> {
  const { fullPage = true, timeoutMs = SCREEN_LOAD_TIMEOUT_MS } = options;
  let loaded: ComponentType<P> | null = null;
  // One load in flight, shared by `preload` and every mount; forgotten when it fails, so Retry loads again.
  let pending: Promise<ComponentType<P>> | null = null;

  function start(): Promise<ComponentType<P>> {
    pending ??= withTimeout(load(), timeoutMs).then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    );
    return pending;
  }

  function LazyScreen(props: P) {
    const [attempt, setAttempt] = useState(0);
    const [failed, setFailed] = useState(false);
    // Set from the load's own promise: code that arrives (a preload) between this render and its
    // effect must still bring the screen in, not leave the loader up.
    const [ready, setReady] = useState(loaded !== null);

    useEffect(() => {
      if (ready) return;
      let live = true;
      start().then(
        () => live && setReady(true),
        () => live && setFailed(true),
      );
      return () => {
        live = false;
      };
    }, [attempt, ready]);

    if (loaded) {
      const Screen = loaded;
      return <Screen {...props} />;
    }
    if (failed) {
      return (
        <ScreenLoadError
          fullPage={fullPage}
          onRetry={() => {
            setFailed(false);
            setAttempt((n) => n + 1);
          }}
        />
      );
    }
    return <PageLoader fullPage={fullPage} />;
  }

  // A failed preload is no error yet: the screen's own mount loads again and offers Retry.
  return Object.assign(LazyScreen, {
    preload: () => {
      start().catch(() => {});
    },
  });
}
