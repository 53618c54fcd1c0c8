import { Box, Card, Flex, Grid, Heading, SegmentedControl, Text } from '@radix-ui/themes';
import type { RJSFSchema } from '@rjsf/utils';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import type {
  SurveyMailSettingsActor,
  SurveyMailSettingsMachine,
  SurveyMailSettingsSnapshot,
  SurveyMailSettingsStatus,
} from '../../../machines/survey-mail-settings.machine';
import { SurveyMailSettings, type MailPreview } from '../../../schemas/survey-mail-settings';
import { surveyMailSettingsUi } from '../../../schemas/survey-mail-settings.ui';
import { SchemaForm } from '../../components/form';
import { useToast } from '../../components/toast';
import { liveMailSettings } from './survey-flows';
import './mail-settings.css';
import { LoadFailedCallout } from '../../components/load-failed-callout';
import { LoadingCard } from '../../components/loading-card';

export interface MailSettingsFlows {
  mailSettings?: SurveyMailSettingsMachine;
  mailSettingsSnapshot?: SurveyMailSettingsSnapshot;
}

/** A mail as its text part reads: what every rater's mail program can show. */
function Preview({ mail }: { mail: MailPreview }) {
  return (
    <Flex direction="column" gap="2">
      <Text size="2">
        <Text color="gray">To:</Text> {mail.to}
      </Text>
      <Text size="2" weight="bold">
        <Text color="gray" weight="regular">
          Subject:
        </Text>{' '}
        {mail.subject}
      </Text>
      <Box className="mail-preview-body" aria-label="Mail text">
        {mail.text}
      </Box>
    </Flex>
  );
}

function PreviewPanel({ actor }: { actor: SurveyMailSettingsActor }) {
  const [kind, setKind] = useState<'invitation' | 'reminder'>('invitation');
  const view = useSelector(actor, (s) => s.context.view);
  const saving = useSelector(actor, (s) => s.hasTag('saving'));
  if (!view) return null;
  return (
    <Flex direction="column" gap="3" aria-busy={saving}>
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Heading as="h3" size="3">
          Preview, as sent
        </Heading>
        <SegmentedControl.Root value={kind} onValueChange={(v) => setKind(v as typeof kind)} size="1">
          <SegmentedControl.Item value="invitation">Invitation</SegmentedControl.Item>
          <SegmentedControl.Item value="reminder">Reminder</SegmentedControl.Item>
        </SegmentedControl.Root>
      </Flex>
      <Preview mail={view[kind]} />
      <Text size="1" color="gray">
        To a made-up rater; each real mail lists that rater&apos;s own ratees. Save to update the preview.
      </Text>
    </Flex>
  );
}

/** The survey's invitation and reminder texts and reminder days, beside both mails as the server builds them. */
export function MailSettingsCard({ surveyId, flows = {} }: { surveyId: number; flows?: MailSettingsFlows }) {
  const actor = useActorRef(flows.mailSettings ?? liveMailSettings, {
    input: { surveyId },
    ...(flows.mailSettingsSnapshot && { snapshot: flows.mailSettingsSnapshot }),
  });
  const status = useSelector(actor, (s) => s.value as SurveyMailSettingsStatus);
  const view = useSelector(actor, (s) => s.context.view);
  const draft = useSelector(actor, (s) => s.context.draft);
  const error = useSelector(actor, (s) => s.context.error);
  const saveError = useSelector(actor, (s) => s.context.saveError);
  const saving = useSelector(actor, (s) => s.hasTag('saving'));
  const toast = useToast();
  useEffect(() => {
    const subscription = actor.on('saved', () => toast({ title: 'Mail settings saved', description: 'Mails sent from now on use them.' }));
    return () => subscription.unsubscribe();
  }, [actor, toast]);

  if (status === 'loading') {
    return <LoadingCard text="Loading mail settings…" />;
  }
  if (status === 'loadFailed' || !view) {
    return <LoadFailedCallout line={'The mail settings could not be loaded.'} error={error} onRetry={() => actor.send({ type: 'retry' })} />;
  }
  return (
    <Grid columns={{ initial: '1', md: '2' }} gap="4" align="start">
      <Card size="3">
        <Heading as="h2" size="4" mb="1">
          Mail settings
        </Heading>
        <Text as="p" size="2" color="gray">
          Your own words at the top of this survey&apos;s mails, as plain text, and when raters are reminded.
        </Text>
        <Box mt="4">
          <SchemaForm<SurveyMailSettings>
            id="mail-settings"
            idPrefix="mail-settings"
            schema={SurveyMailSettings as RJSFSchema}
            uiSchema={surveyMailSettingsUi}
            formData={draft ?? view.settings}
            busy={saving}
            serverErrors={saveError}
            onDismissErrors={() => actor.send({ type: 'clearErrors' })}
            onSubmit={(settings) => actor.send({ type: 'save', settings })}
            submitText="Save mail settings"
          />
        </Box>
      </Card>
      <Card size="3">
        <PreviewPanel actor={actor} />
      </Card>
    </Grid>
  );
}
