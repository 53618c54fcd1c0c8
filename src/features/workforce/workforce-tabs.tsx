import { TabNav } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useCurrentUser } from '../../lib/session';

const EMPLOYEES_PATH = '/portrayal/admin/workforce';
const PERMISSIONS_PATH = '/portrayal/admin/workforce/permissions';

/**
 * Employees | Permissions, under the Workforce title of both pages. Only a company admin
 * sets permissions, so only an admin sees the tabs.
 */
export function WorkforceTabs() {
  const { t } = useTranslation('workforce');
  const user = useCurrentUser();
  const { pathname } = useLocation();
  if (user?.role !== 'admin') return null;
  const onPermissions = pathname.replace(/(?<!\/)\/+$/, '').endsWith('/permissions');
  return (
    <TabNav.Root mb="4" aria-label={t('title')}>
      <TabNav.Link asChild active={!onPermissions}>
        <Link to={EMPLOYEES_PATH}>{t('tabs.employees')}</Link>
      </TabNav.Link>
      <TabNav.Link asChild active={onPermissions}>
        <Link to={PERMISSIONS_PATH}>{t('tabs.permissions')}</Link>
      </TabNav.Link>
    </TabNav.Root>
  );
}
