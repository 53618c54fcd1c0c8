import type { ReactNode } from 'react';
import { Theme } from '@radix-ui/themes';
import { THEME } from '../lib/theme';
import { useSystemAppearance } from '../lib/use-system-appearance';

/** The one Radix theme, light or dark as the person's system is set. */
export function AppTheme({ children }: { children: ReactNode }) {
  const appearance = useSystemAppearance();
  return (
    <Theme {...THEME} appearance={appearance}>
      {children}
    </Theme>
  );
}
