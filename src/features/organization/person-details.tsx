import type { ReactNode } from 'react';
import { Button, Card, DataList, Flex, Heading, Link, Text } from '@radix-ui/themes';
import { PersonIcon, Share1Icon } from '@radix-ui/react-icons';
import type { Failure } from '../../../machines/failure';
import type { HierarchyNode } from '../../../schemas/organization';
import type { OrgItem } from './org-forest';
import { useTranslation } from 'react-i18next';
import { count } from '../../i18n/format';
import { InitialsAvatar } from '../../components/initials-avatar';
import { listNames, type Names } from './org-names';

interface PersonDetailsProps {
  person: OrgItem | null;
  /** The selected person's whole node, read on selection (the tree holds only what it draws). */
  details: { person: HierarchyNode | null; error: Failure | null };
  onRetryDetails(): void;
  names: Names;
  /** Selects someone else (the manager) in the tree. */
  onShow(id: string): void;
  /** Opens the change-manager dialog; absent while a change is being saved. */
  onChangeManager?(): void;
}

const none = <Text color="gray">—</Text>;

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.Label minWidth="120px">{label}</DataList.Label>
      <DataList.Value style={{ minWidth: 0, overflowWrap: 'anywhere' }}>{children || none}</DataList.Value>
    </DataList.Item>
  );
}

/** The selected person: who they are, where they sit, who they report to and how many report to them. */
/** A field only the whole node has: loading, failed (with a retry) or its value. */
function Detail({ details, onRetry, children }: { details: PersonDetailsProps['details']; onRetry(): void; children: (node: HierarchyNode) => ReactNode }) {
  const { t } = useTranslation('organization');
  if (details.person) return children(details.person);
  if (details.error) {
    return (
      <Text color="red">
        {t('details.loadFailed')}{' '}
        <Link asChild>
          <button type="button" className="org-link-button" onClick={onRetry}>
            {t('details.tryAgain')}
          </button>
        </Link>
      </Text>
    );
  }
  return (
    <Text color="gray" aria-busy="true">
      {t('details.loading')}
    </Text>
  );
}

export function PersonDetails({ person, details, onRetryDetails, names, onShow, onChangeManager }: PersonDetailsProps) {
  const { t } = useTranslation('organization');
  if (!person) {
    return (
      <Card size="3" className="org-details">
        <Flex direction="column" align="center" gap="2" py="5" style={{ textAlign: 'center' }}>
          <Text color="gray" asChild>
            <PersonIcon width="24" height="24" aria-hidden="true" />
          </Text>
          <Text size="2" color="gray">
            {t('details.selectPerson')}
          </Text>
        </Flex>
      </Card>
    );
  }
  const { node } = person;
  const lists = listNames(names, node);
  const manager = person.parent;
  const reports = person.reports;
  // Details of someone selected before stay out until this person's arrive.
  const own = { person: details.person?.id === node.id ? details.person : null, error: details.error };
  return (
    <Card size="3" className="org-details" asChild>
      <section aria-labelledby="org-details-name">
        <Flex gap="3" align="center" mb="4">
          <InitialsAvatar firstName={node.first_name} lastName={node.last_name} fallback={node.username} size="4" />
          <Flex direction="column" minWidth="0">
            <Heading as="h2" size="4" id="org-details-name" truncate dir="auto">
              {person.name}
            </Heading>
            <Text size="2" color="gray" truncate>
              {lists.designation ?? node.username}
            </Text>
          </Flex>
        </Flex>
        <DataList.Root orientation={{ initial: 'vertical', xs: 'horizontal' }} size="2">
          <Row label={t('details.username')}>{node.username}</Row>
          <Row label={t('details.email')}>
            <Detail details={own} onRetry={onRetryDetails}>
              {({ email }) => (email ? <Link href={`mailto:${email}`}>{email}</Link> : none)}
            </Detail>
          </Row>
          <Row label={t('details.employeeCode')}>{node.emp_code}</Row>
          <Row label={t('details.contactNumber')}>
            <Detail details={own} onRetry={onRetryDetails}>
              {({ contact_num }) => contact_num || none}
            </Detail>
          </Row>
          <Row label={t('details.designation')}>{lists.designation}</Row>
          <Row label={t('details.department')}>{lists.department}</Row>
          <Row label={t('details.group')}>{lists.group}</Row>
          <Row label={t('details.manager')}>
            {manager ? (
              <Link asChild>
                <button type="button" className="org-link-button" dir="auto" onClick={() => onShow(manager.id)}>
                  {manager.name}
                </button>
              </Link>
            ) : (
              <Text color="gray">{node.parent_id === null ? t('details.topOfOrganization') : t('details.managerMissing')}</Text>
            )}
          </Row>
          <Row label={t('details.directReports')}>{reports === 0 ? <Text color="gray">{t('details.none')}</Text> : count(reports)}</Row>
        </DataList.Root>
        <Flex mt="4">
          <Button variant="soft" disabled={!onChangeManager} onClick={onChangeManager}>
            <Share1Icon /> {t('details.changeManager')}
          </Button>
        </Flex>
      </section>
    </Card>
  );
}
