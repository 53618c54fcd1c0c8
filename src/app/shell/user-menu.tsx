import { Avatar, Box, Button, DropdownMenu, Flex, Text } from '@radix-ui/themes';
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
        <Button variant="ghost" color="gray" aria-label={`Account menu for ${name}`}>
          <Avatar size="2" radius="full" fallback={initials(user)} />
          <Box display={{ initial: 'none', sm: 'block' }}>
            <Text size="2" weight="medium">{name}</Text>
          </Box>
          <ChevronDownIcon />
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
