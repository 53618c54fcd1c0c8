import type { ReactNode } from 'react';
import { Theme } from '@radix-ui/themes';
import { useSystemAppearance } from '../lib/use-system-appearance';

/** The one Radix theme (STYLE: indigo accent, gray, medium radius), light or dark as the system is. */
export function AppTheme({ children }: { children: ReactNode }) {
  const appearance = useSystemAppearance();
  return (
    <Theme accentColor="indigo" grayColor="gray" radius="medium" appearance={appearance}>
      {children}
    </Theme>
  );
}
