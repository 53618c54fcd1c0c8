import type { ComponentType } from 'react';
import type { Area, Permissions } from '../../schemas/user';
import { SCREENS } from './screen-registry';

export interface MenuEntry {
  title: string;
  /** Path under /portrayal/, as the screen registry spells it. */
  path: string;
  /** The permission that shows the entry; none means every signed-in user. */
  area?: Area;
  /** Shown only to a manager or coach (AuthUser.team). */
  team?: true;
  /** Shown only to the admin role (AuthUser.role). */
  admin?: true;
  description: string;
  icon: ComponentType;
}

/** The signed-in side menu, in the screen registry's order. */
export const PORTRAYAL_MENU: readonly MenuEntry[] = SCREENS.flatMap((screen) =>
  screen.section === 'portrayal' && screen.menu
    ? [
        {
          title: screen.menu.title,
          path: screen.path,
          area: screen.area,
          team: screen.team,
          admin: screen.admin,
          description: screen.menu.description,
          icon: screen.menu.icon,
        },
      ]
    : [],
);

export function portrayalPath(entry: Pick<MenuEntry, 'path'>): string {
  return `/portrayal/${entry.path}`;
}

/**
 * The entries a user's permissions allow (and My team when they have one, the Audit log when they are the admin); the
 * server enforces the same rules.
 */
export function visibleMenu(permissions: Permissions | null | undefined, team = false, admin = false): MenuEntry[] {
  return PORTRAYAL_MENU.filter((entry) => (!entry.area || permissions?.[entry.area] === true) && (!entry.team || team) && (!entry.admin || admin));
}
