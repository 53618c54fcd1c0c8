import { Flex, Text } from '@radix-ui/themes';
import {
  ArchiveIcon, BarChartIcon, ChatBubbleIcon, CheckCircledIcon, ClipboardIcon, DashboardIcon, IdCardIcon, Share1Icon,
} from '@radix-ui/react-icons';
import { NavLink } from 'react-router-dom';
import type { ComponentType } from 'react';
import type { Permissions } from '../../../schemas/user';
import { portrayalPath, visibleMenu } from '../../lib/portrayal-menu';

const ICONS: Record<string, ComponentType> = {
  dashboard: DashboardIcon,
  'admin/workforce': IdCardIcon,
  'admin/organization': Share1Icon,
  'admin/survey': ClipboardIcon,
  'admin/master': ArchiveIcon,
  'user/survey-list': ChatBubbleIcon,
  'user/submited-survey-list': CheckCircledIcon,
  'admin/feedback': BarChartIcon,
};

/** The side menu of spec §2: only what the user's permissions allow. */
export function SideMenu({ permissions, onNavigate }: { permissions: Permissions | null | undefined; onNavigate?: () => void }) {
  return (
    <nav aria-label="Main">
      <Flex direction="column" gap="1" asChild>
        <ul className="side-menu">
          {visibleMenu(permissions).map((entry) => {
            const Icon = ICONS[entry.path] ?? DashboardIcon;
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
