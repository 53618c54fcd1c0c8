import { useState } from 'react';
import { Badge, Button, Card, Dialog, Flex, Heading, IconButton, Spinner, Table, Text } from '@radix-ui/themes';
import { Cross2Icon } from '@radix-ui/react-icons';
import { useActorRef, useSelector } from '@xstate/react';
import type { TFunction } from 'i18next';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { SurveyNominationsMachine, SurveyNominationsSnapshot } from '../../../machines/survey-nominations.machine';
import { STATUS_LOOK } from '../../../machines/nomination/nomination-words';
import {
  NOMINATED_RELATIONSHIPS,
  RaterSelectionForm,
  countsOf,
  formFromSelection,
  selectionFromForm,
  type RaterLimits,
  type RaterSelection,
} from '../../../schemas/nomination';
import { FailureCallout } from '../../components/failure-callout';
import { SchemaForm } from '../../components/form';
import { failureSummary } from '../../lib/error-messages';
import { useOnEnter } from '../../lib/use-on-enter';
import { liveSurveyNominations } from './survey-nominations-flows';
import { fullDay } from '../../i18n/format';
import { statusLabel } from './nomination/nomination-words';

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

type Limit = RaterLimits[keyof RaterLimits];
const unlimited = (limit: Limit) => !limit || (limit.min === 0 && limit.max === null);

/** "3–6", "at least 3", "up to 2", "exactly 2". */
function limitWords(t: TFunction<'survey'>, limit: NonNullable<Limit>): string {
  if (limit.max === null) return t('nomination.limit.atLeast', { min: limit.min });
  if (limit.min === 0) return t('nomination.limit.upTo', { max: limit.max });
  return limit.min === limit.max ? t('nomination.limit.exactly', { min: limit.min }) : `${limit.min}–${limit.max}`;
}

/** "peers 3–6 (or all the tree has), direct reports up to 2", or "any number of raters". */
function limitsInWords(t: TFunction<'survey'>, selection: RaterSelection): string {
  const limited = NOMINATED_RELATIONSHIPS.filter((r) => !unlimited(selection.rater_limits[r]));
  if (!limited.length) return t('nominationsPanel.anyNumber');
  return limited
    .map((r) => {
      const limit = selection.rater_limits[r]!;
      const words = t(`nominationsPanel.limitOf.${r}`, { limit: limitWords(t, limit) });
      return limit.up_to_tree ? t('nominationsPanel.orAllTheTreeHas', { words }) : words;
    })
    .join(t('external.listSeparator'));
}

/** Who picks the survey's raters, each ratee's nomination, and HR stepping in on any of them. */
export function SurveyNominationsPanel({ surveyId, closed, flows = {} }: { surveyId: number; closed: boolean; flows?: SurveyNominationsFlows }) {
  const actor = useActorRef(flows.machine ?? liveSurveyNominations, flows.snapshot ? { snapshot: flows.snapshot, input: surveyId } : { input: surveyId });
  const status = useSelector(actor, (s) => s.value);
  const data = useSelector(actor, (s) => s.context.data);
  const error = useSelector(actor, (s) => s.context.error);
  const { t } = useTranslation('survey');
  const [editing, setEditing] = useState(false);
  useOnEnter(status === 'ready' && error === null, true, () => setEditing(false));

  if (status === 'loading') {
    return (
      <Card mb="4">
        <Flex gap="2" align="center" role="status">
          <Spinner />
          <Text size="2" color="gray">
            {t('nominationsPanel.loading')}
          </Text>
        </Flex>
      </Card>
    );
  }
  if (status === 'failed' || !data) {
    return (
      <Flex direction="column" mb="4">
        <FailureCallout
          lines={[t('nominationsPanel.loadFailed'), ...(error ? failureSummary(error) : [])]}
          action={
            <Button size="1" aria-label={t('nominationsPanel.retryLabel')} onClick={() => actor.send({ type: 'retry' })}>
              {t('changes.retry')}
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
                {t('nominationsPanel.title')}
              </Heading>
              <Text size="2">{t(`nominationsPanel.mode.${selection.rater_selection}`)}</Text>
              {nominating && (
                <Text size="2" color="gray">
                  {t('nominationsPanel.due', { day: fullDay(selection.nomination_deadline), limits: limitsInWords(t, selection) })}
                </Text>
              )}
            </Flex>
            {!closed && (
              <Button variant="soft" onClick={() => setEditing(true)}>
                {t('nominationsPanel.change')}
              </Button>
            )}
          </Flex>
          {nominating && nominations.length === 0 && (
            <Text size="2" color="gray">
              {t('nominationsPanel.notYet')}
            </Text>
          )}
          {nominations.length > 0 && (
            <Table.Root size="1" variant="surface">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeaderCell>{t('assignments.ratee')}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>{t('nominationsPanel.nomination')}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>{t('nominationsPanel.proposed')}</Table.ColumnHeaderCell>
                  <Table.ColumnHeaderCell>
                    <span className="visually-hidden">{t('nominationsPanel.action')}</span>
                  </Table.ColumnHeaderCell>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {nominations.map((n) => {
                  const counts = countsOf(n.nominees);
                  const look = STATUS_LOOK[n.status];
                  return (
                    <Table.Row key={n.ratee.id}>
                      <Table.RowHeaderCell>
                        <span dir="auto">{n.ratee.name}</span>
                      </Table.RowHeaderCell>
                      <Table.Cell>
                        <Badge variant="soft" color={look.color}>
                          {statusLabel(n.status)}
                        </Badge>
                      </Table.Cell>
                      <Table.Cell>
                        {NOMINATED_RELATIONSHIPS.map((r) => t(`nominationsPanel.count.${r}`, { count: counts[r] })).join(' · ')}
                        {n.below_minimum_reason && (
                          <Text as="p" size="1" color="amber">
                            <Trans t={t} i18nKey="nominationsPanel.fewer" values={{ reason: n.below_minimum_reason }} components={{ bdi: <bdi /> }} />
                          </Text>
                        )}
                      </Table.Cell>
                      <Table.Cell>
                        {n.status !== 'approved' && !closed && (
                          <Button asChild size="1" variant="ghost">
                            <Link to={approvalPath(surveyId, n.ratee.id)} aria-label={t('nominationsPanel.reviewLabel', { name: n.ratee.name })}>
                              {t('nominationsPanel.review')}
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
              <Dialog.Title>{t('nominationsPanel.title')}</Dialog.Title>
              <Dialog.Close>
                <IconButton variant="ghost" color="gray" aria-label={t('dialogs.dismiss')}>
                  <Cross2Icon />
                </IconButton>
              </Dialog.Close>
            </Flex>
            <Text as="p" size="2" color="gray" mb="3">
              {t('nominationsPanel.dialogText')}
            </Text>
            <SchemaForm<RaterSelectionForm>
              schema={RaterSelectionForm}
              uiSchema={UI}
              formData={formFromSelection(selection)}
              busy={status === 'saving'}
              serverErrors={error}
              onDismissErrors={() => actor.send({ type: 'clearErrors' })}
              submitText={t('nominationsPanel.save')}
              onSubmit={(form) => actor.send({ type: 'save', selection: selectionFromForm(form) })}
            />
          </Dialog.Content>
        </Dialog.Root>
      </section>
    </Card>
  );
}
