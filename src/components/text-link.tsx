import type { ReactNode } from 'react';
import { Link } from '@radix-ui/themes';
import { Link as RouterLink } from 'react-router-dom';

/** An in-app link with the theme's link look. */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link asChild weight="medium">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}
