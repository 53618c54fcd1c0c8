import { useEffect, useRef } from 'react';
import { DropdownMenu, Flex, Text } from '@radix-ui/themes';
import { ExitIcon, PersonIcon } from '@radix-ui/react-icons';
import { useNavigate } from 'react-router-dom';
import type { CurrentUser } from '../../../machines/current-user';
import { displayName, UserMenuButton } from './user-menu-button';
import { useTranslation } from 'react-i18next';

interface UserMenuDropdownProps {
  user: CurrentUser;
  onSignOut: () => void;
  /** Opened from the keyboard (before this code came in): the first item takes the focus, as Radix does then. */
  byKeyboard: boolean;
  /** The button in its place had the focus: keep it here. */
  autoFocus: boolean;
}

/** The account and sign-out menu, open as it first shows (its code comes on the first press: see UserMenu). */
export function UserMenuDropdown({ user, onSignOut, byKeyboard, autoFocus }: UserMenuDropdownProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const name = displayName(user);
  const content = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!byKeyboard) return;
    const frame = requestAnimationFrame(() => content.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus());
    return () => cancelAnimationFrame(frame);
  }, [byKeyboard]);
  return (
    <DropdownMenu.Root defaultOpen>
      <DropdownMenu.Trigger>
        <UserMenuButton user={user} autoFocus={autoFocus} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content ref={content} align="end" style={{ minWidth: 220 }}>
        <Flex direction="column" px="3" py="2">
          <Text size="2" weight="medium">
            {name}
          </Text>
          <Text size="1" color="gray">
            {user.email}
          </Text>
        </Flex>
        <DropdownMenu.Separator />
        <DropdownMenu.Item onSelect={() => navigate('/portrayal/account')}>
          <PersonIcon /> {t('shell.account')}
        </DropdownMenu.Item>
        <DropdownMenu.Item color="red" onSelect={onSignOut}>
          <ExitIcon /> {t('shell.signOut')}
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
