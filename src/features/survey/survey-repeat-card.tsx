import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Box, Button, Card, Flex, Heading, Link as RadixLink, Spinner, Text } from '@radix-ui/themes';
import { UpdateIcon } from '@radix-ui/react-icons';
import type { RJSFSchema } from '@rjsf/utils';
import { useActorRef, useSelector } from '@xstate/react';
import type { TFunction } from 'i18next';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { SurveyRecurrenceMachine, SurveyRecurrenceSnapshot, SurveyRecurrenceStatus } from '../../../machines/survey-recurrence.machine';
import type { Survey } from '../../../schemas/survey';
import { SurveyRepeat, type SurveyRecurrence } from '../../../schemas/survey-recurrence';
import { surveyRepeatUi } from '../../../schemas/survey-recurrence.ui';
import { SchemaForm } from '../../components/form';
import { useToast } from '../../components/toast';
import { fullDay } from '../../i18n/format';
import { liveSurveyRecurrence } from './survey-cycle-flows';
import { surveyPath } from './survey-paths';
import { LoadFailedCallout } from '../../components/load-failed-callout';

export interface SurveyRepeatFlows {
  recurrence?: SurveyRecurrenceMachine;
  recurrenceSnapshot?: SurveyRecurrenceSnapshot;
}

/** "Every 3 months", or "Does not repeat". */
const repeatLabel = (t: TFunction<'survey'>, months: number) => (months === 0 ? t('repeat.never') : t('repeat.every', { count: months }));

/** The next run's title as a link; Trans gives it its words as children. */
function NextRunLink({ id, children }: { id: number; children?: ReactNode }) {
  return (
    <RadixLink asChild>
      <Link to={surveyPath(id)} dir="auto">
        {children}
      </Link>
    </RadixLink>
  );
}

/** Where the cycle stands, in one sentence. */
function CycleLine({ recurrence, survey }: { recurrence: SurveyRecurrence; survey: Survey }) {
  const { t } = useTranslation('survey');
  const { repeat_months: months, next_run_on: on, next_run: next, repeated } = recurrence;
  const every = repeatLabel(t, months);
  if (repeated) {
    if (!next) return <>{t('repeat.nextDeleted', { every })}</>;
    return <Trans t={t} i18nKey="repeat.carriesOn" values={{ every, title: next.title }} components={{ nextLink: <NextRunLink id={next.id} /> }} />;
  }
  if (months === 0 || !on) return <>{t('repeat.notRepeating')}</>;
  const day = fullDay(on);
  return <>{survey.is_draft ? t('repeat.nextOnceLaunched', { every, day }) : t('repeat.next', { every, day })}</>;
}

/** "Repeat this survey": every N months the server drafts the next run (docs/survey-templates.md). */
export function SurveyRepeatCard({ survey, flows = {} }: { survey: Survey; flows?: SurveyRepeatFlows }) {
  const machine = useMemo(() => flows.recurrence ?? liveSurveyRecurrence(survey.id), [flows.recurrence, survey.id]);
  const actor = useActorRef(machine, flows.recurrenceSnapshot ? { snapshot: flows.recurrenceSnapshot } : undefined);
  const status = useSelector(actor, (s) => s.value as SurveyRecurrenceStatus);
  const recurrence = useSelector(actor, (s) => s.context.settings);
  const draft = useSelector(actor, (s) => s.context.draft);
  const error = useSelector(actor, (s) => s.context.error);
  const saveError = useSelector(actor, (s) => s.context.saveError);
  const saving = useSelector(actor, (s) => s.hasTag('saving'));
  // The form opens on demand, as the page's other settings cards do: the sentence says where the cycle stands.
  const [editing, setEditing] = useState(false);
  const toast = useToast();
  const { t } = useTranslation('survey');
  useEffect(() => {
    const subscription = actor.on('saved', ({ settings }) => {
      setEditing(false);
      toast({ title: t('repeat.saved'), description: t('repeat.savedText', { every: repeatLabel(t, settings.repeat_months) }) });
    });
    return () => subscription.unsubscribe();
  }, [actor, toast, t]);

  let body;
  let change = null;
  if (status === 'loading') {
    body = (
      <Flex align="center" gap="2" role="status">
        <Spinner />
        <Text color="gray" size="2">
          {t('repeat.loading')}
        </Text>
      </Flex>
    );
  } else if (status === 'loadFailed' || !recurrence) {
    body = <LoadFailedCallout line={t('repeat.loadFailed')} error={error} onRetry={() => actor.send({ type: 'retry' })} />;
  } else {
    if (!recurrence.repeated && !editing) {
      change = (
        <Button variant="soft" onClick={() => setEditing(true)}>
          {recurrence.repeat_months ? t('repeat.change') : t('repeat.set')}
        </Button>
      );
    }
    body = (
      <Flex direction="column" gap="3">
        <Text as="p" size="2" data-testid="survey-repeat-line">
          <CycleLine recurrence={recurrence} survey={survey} />
        </Text>
        {!recurrence.repeated && editing && (
          <Box maxWidth="360px">
            <SchemaForm<SurveyRepeat>
              key={recurrence.repeat_months}
              id="survey-repeat"
              idPrefix="survey-repeat"
              schema={SurveyRepeat as RJSFSchema}
              uiSchema={surveyRepeatUi}
              formData={{ repeat_months: (draft ?? recurrence).repeat_months }}
              busy={saving}
              serverErrors={saveError}
              onDismissErrors={() => actor.send({ type: 'clearErrors' })}
              onSubmit={({ repeat_months }) => actor.send({ type: 'save', settings: { ...recurrence, repeat_months } })}
              submitText={t('repeat.save')}
              footer={
                <Flex justify="end">
                  <Button type="button" variant="ghost" color="gray" disabled={saving} onClick={() => setEditing(false)}>
                    {t('repeat.cancel')}
                  </Button>
                </Flex>
              }
            />
          </Box>
        )}
      </Flex>
    );
  }
  return (
    <Card size="2" mb="5" asChild>
      <section aria-labelledby={`survey-repeat-title-${survey.id}`}>
        <Flex justify="between" align="start" gap="3" wrap="wrap">
          <Flex direction="column" gap="1" flexBasis="0" flexGrow="1" minWidth="240px">
            <Heading as="h2" size="3" id={`survey-repeat-title-${survey.id}`}>
              <Flex as="span" align="center" gap="2">
                <UpdateIcon aria-hidden="true" /> {t('repeat.title')}
              </Flex>
            </Heading>
            {body}
          </Flex>
          {change}
        </Flex>
      </section>
    </Card>
  );
}
