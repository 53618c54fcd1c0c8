import { Card, DataList, Badge } from '@radix-ui/themes';
import type { CurrentUser } from '../../../machines/current-user';
import { dateTime } from './dashboard-format';

const ROLE_NAMES: Record<CurrentUser['role'], string> = { superuser: 'Platform operator', admin: 'Administrator', user: 'Employee' };

function formatLastLogin(value: string | null): string {
  if (!value) return 'This is your first sign-in.';
  return dateTime(value);
}

/** Company, role, email and the last sign-in, at a glance. */
export function SignInFacts({ user }: { user: CurrentUser }) {
  return (
    <Card size="3">
      <DataList.Root orientation={{ initial: 'vertical', sm: 'horizontal' }}>
        <DataList.Item>
          <DataList.Label minWidth="140px">Company</DataList.Label>
          <DataList.Value>{user.company?.name ?? '—'}</DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label minWidth="140px">Role</DataList.Label>
          <DataList.Value>
            <Badge color={user.role === 'user' ? 'gray' : 'indigo'}>{ROLE_NAMES[user.role] ?? user.role}</Badge>
          </DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label minWidth="140px">Email</DataList.Label>
          <DataList.Value>{user.email}</DataList.Value>
        </DataList.Item>
        <DataList.Item>
          <DataList.Label minWidth="140px">Last sign-in</DataList.Label>
          <DataList.Value>{formatLastLogin(user.last_login)}</DataList.Value>
        </DataList.Item>
      </DataList.Root>
    </Card>
  );
}
