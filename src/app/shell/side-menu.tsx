import { Flex, Text } from '@radix-ui/themes';
import { NavLink } from 'react-router-dom';
import type { Permissions } from '../../../schemas/user';
import { portrayalPath, visibleMenu } from '../../lib/portrayal-menu';
import { useTranslation } from 'react-i18next';

/** The signed-in side menu: only what the user's permissions allow (the server refuses the rest anyway). */
export function SideMenu({
  permissions,
  team,
  admin,
  onNavigate,
}: {
  permissions: Permissions | null | undefined;
  team?: boolean;
  admin?: boolean;
  onNavigate?: () => void;
}) {
  // Read again when the language changes: the entries' words are read as they are shown.
  const { t } = useTranslation();
  return (
    <nav aria-label={t('shell.mainMenu')}>
      <Flex direction="column" gap="1" asChild>
        <ul className="side-menu">
          {visibleMenu(permissions, team, admin).map((entry) => {
            const Icon = entry.icon;
            return (
              <li key={entry.path}>
                <NavLink to={portrayalPath(entry)} className="side-menu-link" onClick={onNavigate}>
                  <Icon aria-hidden="true" />
                  <Text size="2">{entry.title}</Text>
                </NavLink>
              </li>
            );
          })}
        </ul>
      </Flex>
    </nav>
  );
}
