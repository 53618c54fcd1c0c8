import { Avatar, Button, DropdownMenu, Flex, Text, VisuallyHidden } from '@radix-ui/themes';
import { ChevronDownIcon, ExitIcon, PersonIcon } from '@radix-ui/react-icons';
import { useNavigate } from 'react-router-dom';
import type { CurrentUser } from '../../../machines/current-user';

function initials(user: CurrentUser): string {
  const letters = `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.trim();
  return (letters || user.email.charAt(0)).toUpperCase();
}

export function UserMenu({ user, onSignOut }: { user: CurrentUser; onSignOut: () => void }) {
  const navigate = useNavigate();
  const name = `${user.first_name} ${user.last_name}`.trim() || user.email;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger>
        {/* Named by what it shows (speech input users say the visible name); the initials are decoration. */}
        <Button variant="ghost" color="gray">
          <Avatar size="2" radius="full" fallback={initials(user)} aria-hidden="true" />
          {/* On a phone the name is hidden from sight only, so the button keeps it as its name. */}
          <Text size="2" weight="medium" className="user-menu-name">{name}</Text>
          <VisuallyHidden>, account menu</VisuallyHidden>
          <ChevronDownIcon aria-hidden="true" />
        </Button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end" style={{ minWidth: 220 }}>
        <Flex direction="column" px="3" py="2">
          <Text size="2" weight="medium">{name}</Text>
          <Text size="1" color="gray">{user.email}</Text>
        </Flex>
        <DropdownMenu.Separator />
        <DropdownMenu.Item onSelect={() => navigate('/portrayal/account')}>
          <PersonIcon /> Account
        </DropdownMenu.Item>
        <DropdownMenu.Item color="red" onSelect={onSignOut}>
          <ExitIcon /> Sign out
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
