import { Card, DataList, Badge } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '../../../machines/current-user';
import { dateTime } from './dashboard-format';

const ROLES = ['superuser', 'admin', 'user'] as const;

/** Company, role, email and the last sign-in, at a glance. */
export function SignInFacts({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('dashboard');
  return (
    <Card size="3">
      <DataList.Root orientation={{ initial: 'vertical', sm: 'horizontal' }}>
        <DataList.Item>
          <DataList.Label minWidth="140px">{t('facts.company')}</DataList.Label>
          <DataList.Value dir="auto">{user.company?.name ?? '—'}</DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label minWidth="140px">{t('facts.role')}</DataList.Label>
          <DataList.Value>
            <Badge color={user.role === 'user' ? 'gray' : 'indigo'}>{ROLES.includes(user.role) ? t(`facts.roles.${user.role}`) : user.role}</Badge>
          </DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label minWidth="140px">{t('facts.email')}</DataList.Label>
          <DataList.Value>{user.email}</DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label minWidth="140px">{t('facts.lastSignIn')}</DataList.Label>
          <DataList.Value>{user.last_login ? dateTime(user.last_login) : t('facts.firstSignIn')}</DataList.Value>
        </DataList.Item>
      </DataList.Root>
    </Card>
  );
}
