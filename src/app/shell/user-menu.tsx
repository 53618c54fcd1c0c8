import { useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import type { CurrentUser } from '../../../machines/current-user';
import { onDemand } from '../../lib/on-demand';
import { UserMenuButton } from './user-menu-button';

// The menu's code (Radix's menu, its positioning and focus handling) is no part of the shell's
// first load: it comes when the pointer or the focus reaches the button, or on a press.
const dropdown = onDemand(() => import('./user-menu-dropdown').then((m) => m.UserMenuDropdown));

/** The user's name, opening the account and sign-out menu. */
export function UserMenu({ user, onSignOut }: { user: CurrentUser; onSignOut: () => void }) {
  const Dropdown = dropdown.useLoaded();
  // Swapped for the real menu only once pressed (the press is over by then, wherever it landed).
  const [pressed, setPressed] = useState<'pointer' | 'keyboard' | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  if (Dropdown && pressed) {
    // The same button takes the place of this one, keeping the focus, with the menu open.
    return <Dropdown user={user} onSignOut={onSignOut} byKeyboard={pressed === 'keyboard'} autoFocus={button.current === document.activeElement} />;
  }
  const press = (by: 'pointer' | 'keyboard') => {
    setPressed(by);
    dropdown.load();
  };
  // Enter and Space click with no pointer (detail 0), as Radix's own trigger tells them apart.
  const onClick = (event: MouseEvent) => press(event.detail === 0 ? 'keyboard' : 'pointer');
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown') press('keyboard');
  };
  return (
    <UserMenuButton
      ref={button}
      user={user}
      aria-haspopup="menu"
      aria-expanded={false}
      onPointerEnter={dropdown.load}
      onFocus={dropdown.load}
      onClick={onClick}
      onKeyDown={onKeyDown}
    />
  );
}
