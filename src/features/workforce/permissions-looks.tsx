import type { ReactNode } from 'react';
import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { LockClosedIcon, MagnifyingGlassIcon, PersonIcon, PlusIcon } from '@radix-ui/react-icons';
import { Link } from 'react-router-dom';
import type { Failure } from '../../../machines/failure';
import { LoadingCard } from '../../components/loading-card';
import { LoadFailedCallout } from '../../components/load-failed-callout';

function Notice({ icon, title, children, action }: { icon: ReactNode; title: string; children?: ReactNode; action?: ReactNode }) {
  return (
    <Card size="3">
      <Flex direction="column" align="center" gap="3" py="6" style={{ textAlign: 'center' }}>
        {icon}
        <Heading as="h2" size="4">
          {title}
        </Heading>
        {children && (
          <Text color="gray" size="2" style={{ maxWidth: 460 }}>
            {children}
          </Text>
        )}
        {action && (
          <Flex gap="3" mt="2">
            {action}
          </Flex>
        )}
      </Flex>
    </Card>
  );
}

export function PermissionsLoading() {
  return <LoadingCard text="Loading permissions…" />;
}

export function PermissionsLoadFailed({ error, onRetry }: { error: Failure | null; onRetry(): void }) {
  return <LoadFailedCallout line={'The permissions could not be loaded.'} error={error} onRetry={onRetry} />;
}

/** Nobody but the admin yet: people come first, then what they may use. */
export function PermissionsEmpty() {
  return (
    <Notice
      icon={
        <Text color="indigo" asChild>
          <PersonIcon width="32" height="32" aria-hidden="true" />
        </Text>
      }
      title="No one else to give permissions to yet"
      action={
        <Button asChild>
          <Link to="/portrayal/admin/workforce">
            <PlusIcon /> Add employees
          </Link>
        </Button>
      }
    >
      Add your employees first. Then you choose here which areas each of them may see and change.
    </Notice>
  );
}

export function PermissionsNoMatch({ search, onClear }: { search: string; onClear(): void }) {
  return (
    <Notice
      icon={
        <Text color="gray" asChild>
          <MagnifyingGlassIcon width="28" height="28" aria-hidden="true" />
        </Text>
      }
      title={`No one matches “${search.trim()}”`}
      action={
        <Button variant="soft" onClick={onClear}>
          Clear the search
        </Button>
      }
    >
      Search by first name, last name or email address.
    </Notice>
  );
}

/** A person who is not an admin reached the address (or the server answered 403). */
export function PermissionsForbidden() {
  return (
    <Notice
      icon={
        <Text color="gray" asChild>
          <LockClosedIcon width="32" height="32" aria-hidden="true" />
        </Text>
      }
      title="Only admins can change permissions"
      action={
        <Button variant="soft" asChild>
          <Link to="/portrayal/dashboard">Back to your dashboard</Link>
        </Button>
      }
    >
      Your company’s admin decides which areas each person may use. Ask them if you need another area.
    </Notice>
  );
}
