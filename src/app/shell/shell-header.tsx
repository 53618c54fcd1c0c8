import { Flex, IconButton, Text } from '@radix-ui/themes';
import { HamburgerMenuIcon } from '@radix-ui/react-icons';
import type { CurrentUser } from '../../../machines/current-user';
import { PRODUCT_NAME } from '../../lib/config';
import { UserMenu } from './user-menu';
import { useTranslation } from 'react-i18next';

interface ShellHeaderProps {
  user: CurrentUser;
  onOpenMenu: () => void;
  /** The pointer or the focus reached the menu button: its code may come now. */
  onMenuIntent: () => void;
  onSignOut: () => void;
}

/** The company's name (the tenant you are working in) and the user menu. */
export function ShellHeader({ user, onOpenMenu, onMenuIntent, onSignOut }: ShellHeaderProps) {
  const { t } = useTranslation();
  return (
    <Flex asChild align="center" justify="between" gap="3" px={{ initial: '3', md: '6' }} className="shell-header">
      <header>
        <Flex align="center" gap="2" minWidth="0">
          <IconButton
            variant="ghost"
            color="gray"
            size="3"
            className="shell-menu-button"
            aria-label={t('shell.openMenu')}
            onClick={onOpenMenu}
            onPointerEnter={onMenuIntent}
            onFocus={onMenuIntent}
          >
            <HamburgerMenuIcon width="20" height="20" />
          </IconButton>
          <Text size="3" weight="bold" truncate>
            {user.company?.name ?? PRODUCT_NAME}
          </Text>
        </Flex>
        <UserMenu user={user} onSignOut={onSignOut} />
      </header>
    </Flex>
  );
}
