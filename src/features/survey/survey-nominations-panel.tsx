import { useState } from 'react';
import { Badge, Button, Card, Dialog, Flex, Heading, IconButton, Spinner, Table, Text } from '@radix-ui/themes';
import { Cross2Icon } from '@radix-ui/react-icons';
import { useActorRef, useSelector } from '@xstate/react';
import { Link } from 'react-router-dom';
import type { SurveyNominationsMachine, SurveyNominationsSnapshot } from '../../../machines/survey-nominations.machine';
import { MODE_LABEL, RELATIONSHIP_PLURAL, STATUS_LOOK, limitText } from '../../../machines/nomination/nomination-words';
import {
  NOMINATED_RELATIONSHIPS,
  RaterSelectionForm,
  countsOf,
  formFromSelection,
  relationshipCount,
  selectionFromForm,
  type RaterSelection,
} from '../../../schemas/nomination';
import { FailureCallout } from '../../components/failure-callout';
import { SchemaForm } from '../../components/form';
import { failureSummary } from '../../lib/error-messages';
import { useOnEnter } from '../../lib/use-on-enter';
import { liveSurveyNominations } from './survey-nominations-flows';
import { fullDay } from '../../lib/english-format';

interface SurveyNominationsFlows {
  machine?: SurveyNominationsMachine;
  snapshot?: SurveyNominationsSnapshot;
}

const UI = {
  'ui:order': [
    'rater_selection',
    'nomination_deadline',
    'peer_min',
    'peer_max',
    'peer_up_to_tree',
    'direct_report_min',
    'direct_report_max',
    'direct_report_up_to_tree',
    '*',
  ],
};

const approvalPath = (survey: number, ratee: number) => `/portrayal/nomination-approvals?survey=${survey}&ratee=${ratee}`;

function limitsInWords(selection: RaterSelection): string {
  const limited = NOMINATED_RELATIONSHIPS.filter((r) => limitText(selection.rater_limits[r]) !== 'any number');
  if (!limited.length) return 'any number of raters';
  return limited
    .map(
      (r) =>
        `${RELATIONSHIP_PLURAL[r].toLowerCase()} ${limitText(selection.rater_limits[r])}` +
        (selection.rater_limits[r]?.up_to_tree ? ' (or all the tree has)' : ''),
    )
    .join(', ');
}

/** Who picks the survey's raters, each ratee's nomination, and HR stepping in on any of them. */
export function SurveyNominationsPanel({ surveyId, closed, flows = {} }: { surveyId: number; closed: boolean; flows?: SurveyNominationsFlows }) {
  const actor = useActorRef(flows.machine ?? liveSurveyNominations, flows.snapshot ? { snapshot: flows.snapshot, input: surveyId } : { input: surveyId });
  const status = useSelector(actor, (s) => s.value);
  const data = useSelector(actor, (s) => s.context.data);
  const error = useSelector(actor, (s) => s.context.error);
  const [editing, setEditing] = useState(false);
  useOnEnter(status === 'ready' && error === null, true, () => setEditing(false));

  if (status === 'loading') {
    return (
      <Card mb="4">
        <Flex gap="2" align="center" role="status">
          <Spinner />
          <Text size="2" color="gray">
            Loading rater selection…
          </Text>
        </Flex>
      </Card>
    );
  }
  if (status === 'failed' || !data) {
    return (
      <Flex direction="column" mb="4">
        <FailureCallout
          lines={['Rater selection could not be loaded.', ...(error ? failureSummary(error) : [])]}
          action={
            <Button size="1" aria-label="Load rater selection again" onClick={() => actor.send({ type: 'retry' })}>
              Retry
            </Button>
          }
        />
      </Flex>
    );
  }
  const { selection, nominations } = data;
  const nominating = selection.rater_selection !== 'hr';
  return (
    <Card size="2" mb="4" asChild>
      <section aria-labelledby="rater-selection-heading">
        <Flex direction="column" gap="3">
          <Flex justify="between" align="start" gap="2" wrap="wrap">
            <Flex direction="column" gap="1">
              <Heading as="h2" size="4" id="rater-selection-heading">
                Rater selection
              </Heading>
              <Text size="2">{MODE_LABEL[selection.rater_selection]}</Text>
              {nominating && (
                <Text size="2" color="gray">
                  Lists due by {fullDay(selection.nomination_deadline)}; {limitsInWords(selection)}.
                </Text>
              )}
            </Flex>
            {!closed && (
              <Button variant="soft" onClick={() => setEditing(true)}>
                Change rater selection
              </Button>
            )}
          </Flex>
          {nominating && nominations.length === 0 && (
            <Text size="2" color="gray">
              Each ratee gets a mail to choose their raters when the invitations are sent.
            </Text>
          )}
          {nominations.length > 0 && (
            <Table.Root size="1" variant="surface">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeaderCell>Ratee</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Nomination</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>Proposed</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>
                    <span className="visually-hidden">Action</span>
                  </Table.ColumnHeaderCell>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {nominations.map((n) => {
                  const counts = countsOf(n.nominees);
                  const look = STATUS_LOOK[n.status];
                  return (
                    <Table.Row key={n.ratee.id}>
                      <Table.RowHeaderCell>{n.ratee.name}</Table.RowHeaderCell>
                      <Table.Cell>
                        <Badge variant="soft" color={look.color}>
                          {look.label}
                        </Badge>
                      </Table.Cell>
                      <Table.Cell>
                        {NOMINATED_RELATIONSHIPS.map((r) => relationshipCount(counts[r], r)).join(' · ')}
                        {n.below_minimum_reason && (
                          <Text as="p" size="1" color="amber">
                            Approved with fewer than asked: “{n.below_minimum_reason}”
                          </Text>
                        )}
                      </Table.Cell>
                      <Table.Cell>
                        {n.status !== 'approved' && !closed && (
                          <Button asChild size="1" variant="ghost">
                            <Link to={approvalPath(surveyId, n.ratee.id)} aria-label={`Review ${n.ratee.name}'s raters`}>
                              Review
                            </Link>
                          </Button>
                        )}
                      </Table.Cell>
                    </Table.Row>
                  );
                })}
              </Table.Body>
            </Table.Root>
          )}
        </Flex>
        <Dialog.Root
          open={editing}
          onOpenChange={(open) => {
            if (!open && status !== 'saving') {
              setEditing(false);
              actor.send({ type: 'clearErrors' });
            }
          }}
        >
          <Dialog.Content maxWidth="560px" aria-describedby={undefined}>
            <Flex justify="between" align="start" gap="3">
              <Dialog.Title>Rater selection</Dialog.Title>
              <Dialog.Close>
                <IconButton variant="ghost" color="gray" aria-label="Close">
                  <Cross2Icon />
                </IconButton>
              </Dialog.Close>
            </Flex>
            <Text as="p" size="2" color="gray" mb="3">
              When ratees nominate, self and manager stay as you assigned them; peers, direct reports and others are asked only once their list is approved.
              Leave a count empty for no limit.
            </Text>
            <SchemaForm<RaterSelectionForm>
              schema={RaterSelectionForm}
              uiSchema={UI}
              formData={formFromSelection(selection)}
              busy={status === 'saving'}
              serverErrors={error}
              onDismissErrors={() => actor.send({ type: 'clearErrors' })}
              submitText="Save rater selection"
              onSubmit={(form) => actor.send({ type: 'save', selection: selectionFromForm(form) })}
            />
          </Dialog.Content>
        </Dialog.Root>
      </section>
    </Card>
  );
}
