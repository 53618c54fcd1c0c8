// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, act, render, screen, fireEvent } from '@testing-library/react';
import { Theme } from '@radix-ui/themes';
import { lazyScreen } from './lazy-screen';

afterEach(cleanup);

afterEach(() => vi.useRealTimers());

describe('lazyScreen', () => {
  it('shows the loader, then the screen', async () => {
    const Screen = lazyScreen(async () => ({ name }: { name: string }) => <p>Hello {name}</p>);
    render(
      <Theme>
        <Screen name="Ada" />
      </Theme>,
    );
    expect(screen.getByRole('status').textContent).toContain('Loading');
    expect(await screen.findByText('Hello Ada')).toBeTruthy();
  });

  it('renders a preloaded screen at once, loading its code only once', async () => {
    let calls = 0;
    const Screen = lazyScreen(async () => {
      calls += 1;
      return () => <p>Ready</p>;
    });
    Screen.preload();
    await act(async () => {});
    render(
      <Theme>
        <Screen />
      </Theme>,
    );
    expect(screen.getByText('Ready')).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(calls).toBe(1);
  });

  it('offers Retry when the code fails to load, and loads on retry', async () => {
    let calls = 0;
    const Screen = lazyScreen(async () => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return () => <p>Loaded</p>;
    });
    render(
      <Theme>
        <Screen />
      </Theme>,
    );
    fireEvent.click(await screen.findByRole('button', { name: /retry/i }));
    expect(await screen.findByText('Loaded')).toBeTruthy();
    expect(calls).toBe(2);
  });

  it('gives up after the screen-load timeout', async () => {
    vi.useFakeTimers();
    const Screen = lazyScreen(() => new Promise<() => null>(() => {}));
    render(
      <Theme>
        <Screen />
      </Theme>,
    );
    await act(async () => {
      vi.advanceTimersByTime(119_999);
    });
    expect(screen.queryByRole('button', { name: /retry/i })).toBeNull();
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('button', { name: /retry/i })).toBeTruthy();
  });
});
