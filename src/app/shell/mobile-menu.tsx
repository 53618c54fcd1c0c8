import { Dialog, Flex, IconButton, VisuallyHidden } from '@radix-ui/themes';
import { Cross2Icon } from '@radix-ui/react-icons';
import type { Permissions } from '../../../schemas/user';
import { Brand } from '../../components/brand';
import { SideMenu } from './side-menu';
import { useTranslation } from 'react-i18next';

interface MobileMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  permissions: Permissions | null | undefined;
  team?: boolean;
  admin?: boolean;
}

/** On a phone the side menu slides over the page and closes on a choice, Escape or a tap outside. */
export function MobileMenu({ open, onOpenChange, permissions, team, admin }: MobileMenuProps) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Content className="mobile-menu" aria-describedby={undefined}>
        <VisuallyHidden>
          <Dialog.Title>{t('shell.menu')}</Dialog.Title>
        </VisuallyHidden>
        <Flex justify="between" align="center" mb="4">
          <Brand size="sm" />
          <Dialog.Close>
            <IconButton variant="ghost" color="gray" aria-label={t('shell.closeMenu')}>
              <Cross2Icon />
            </IconButton>
          </Dialog.Close>
        </Flex>
        <SideMenu permissions={permissions} team={team} admin={admin} onNavigate={() => onOpenChange(false)} />
      </Dialog.Content>
    </Dialog.Root>
  );
}
