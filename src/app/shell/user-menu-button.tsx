import type { ComponentProps } from 'react';
import { Button, Text, VisuallyHidden } from '@radix-ui/themes';
import { ChevronDownIcon } from '@radix-ui/react-icons';
import type { CurrentUser } from '../../../machines/current-user';
import { InitialsAvatar } from '../../components/initials-avatar';
import { useTranslation } from 'react-i18next';

export const displayName = (user: CurrentUser) => `${user.first_name} ${user.last_name}`.trim() || user.email;

/** What opens the user menu: the initials and the name. */
export function UserMenuButton({ user, ...props }: { user: CurrentUser } & ComponentProps<typeof Button>) {
  const { t } = useTranslation();
  return (
    // Named by what it shows (speech input users say the visible name); the initials are decoration.
    <Button variant="ghost" color="gray" {...props}>
      <InitialsAvatar firstName={user.first_name} lastName={user.last_name} fallback={user.email} />
      {/* On a phone the name is hidden from sight only, so the button keeps it as its name. */}
      <Text size="2" weight="medium" className="user-menu-name">
        {displayName(user)}
      </Text>
      <VisuallyHidden>{t('shell.accountMenuSuffix')}</VisuallyHidden>
      <ChevronDownIcon aria-hidden="true" />
    </Button>
  );
}
