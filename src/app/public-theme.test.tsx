// @vitest-environment jsdom
import { render } from '@testing-library/react';
import { Theme } from '@radix-ui/themes';
import { describe, expect, it, vi } from 'vitest';
import { THEME } from '../lib/theme';
import { PublicTheme } from './public-theme';

function rootAttributes(element: Element | null) {
  return Object.fromEntries([...(element?.attributes ?? [])].map((a) => [a.name, a.value]));
}

function withScheme(dark: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: dark && query.includes('dark'),
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

describe('PublicTheme', () => {
  it.each([false, true])('renders the root element of Radix <Theme> (dark: %s)', (dark) => {
    withScheme(dark);
    const appearance = dark ? 'dark' : 'light';
    const radix = render(
      <Theme {...THEME} appearance={appearance}>
        <p>x</p>
      </Theme>,
    ).container.firstElementChild;
    const ours = render(
      <PublicTheme>
        <p>x</p>
      </PublicTheme>,
    ).container.firstElementChild;
    expect(rootAttributes(ours)).toEqual(rootAttributes(radix));
    vi.unstubAllGlobals();
  });
});
