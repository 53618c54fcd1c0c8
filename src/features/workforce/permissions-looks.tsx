import type { ReactNode } from 'react';
import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { LockClosedIcon, MagnifyingGlassIcon, PersonIcon, PlusIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation('workforce');
  return <LoadingCard text={t('permissions.loading')} />;
}

export function PermissionsLoadFailed({ error, onRetry }: { error: Failure | null; onRetry(): void }) {
  const { t } = useTranslation('workforce');
  return <LoadFailedCallout line={t('permissions.loadFailed')} error={error} onRetry={onRetry} />;
}

/** Nobody but the admin yet: people come first, then what they may use. */
export function PermissionsEmpty() {
  const { t } = useTranslation('workforce');
  return (
    <Notice
      icon={
        <Text color="indigo" asChild>
          <PersonIcon width="32" height="32" aria-hidden="true" />
        </Text>
      }
      title={t('permissions.empty.title')}
      action={
        <Button asChild>
          <Link to="/portrayal/admin/workforce">
            <PlusIcon /> {t('permissions.empty.add')}
          </Link>
        </Button>
      }
    >
      {t('permissions.empty.body')}
    </Notice>
  );
}

export function PermissionsNoMatch({ search, onClear }: { search: string; onClear(): void }) {
  const { t } = useTranslation('workforce');
  return (
    <Notice
      icon={
        <Text color="gray" asChild>
          <MagnifyingGlassIcon width="28" height="28" aria-hidden="true" />
        </Text>
      }
      title={t('permissions.noMatch.title', { search: search.trim() })}
      action={
        <Button variant="soft" onClick={onClear}>
          {t('permissions.noMatch.clear')}
        </Button>
      }
    >
      {t('permissions.noMatch.body')}
    </Notice>
  );
}

/** A person who is not an admin reached the address (or the server answered 403). */
export function PermissionsForbidden() {
  const { t } = useTranslation('workforce');
  return (
    <Notice
      icon={
        <Text color="gray" asChild>
          <LockClosedIcon width="32" height="32" aria-hidden="true" />
        </Text>
      }
      title={t('permissions.forbidden.title')}
      action={
        <Button variant="soft" asChild>
          <Link to="/portrayal/dashboard">{t('permissions.forbidden.back')}</Link>
        </Button>
      }
    >
      {t('permissions.forbidden.body')}
    </Notice>
  );
}
