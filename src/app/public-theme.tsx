import type { ReactNode } from 'react';
import { THEME } from '../lib/theme';
import { useSystemAppearance } from '../lib/use-system-appearance';

/**
 * The root element Radix's <Theme> renders, without <Theme> itself. Why: <Theme> also
 * mounts the tooltip provider, and that module drags the tooltip's positioning engine
 * (~10 kB gzip) into the landing, which has no tooltip. The public pages use no component
 * that reads the theme's context; a lazy part that does (the plan dialog) brings its own
 * <Theme>. public-theme.test.tsx keeps this markup equal to <Theme>'s.
 */
export function PublicTheme({ children }: { children: ReactNode }) {
  const appearance = useSystemAppearance();
  return (
    <div
      data-is-root-theme="true"
      data-accent-color={THEME.accentColor}
      data-gray-color={THEME.grayColor}
      data-has-background="true"
      data-panel-background="translucent"
      data-radius={THEME.radius}
      data-scaling="100%"
      className={`radix-themes ${appearance}`}
    >
      {children}
    </div>
  );
}
