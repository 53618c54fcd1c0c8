import { Box, Card, Flex, Grid, Heading, SegmentedControl, Text } from '@radix-ui/themes';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  SurveyMailSettingsActor,
  SurveyMailSettingsMachine,
  SurveyMailSettingsSnapshot,
  SurveyMailSettingsStatus,
} from '../../../machines/survey-mail-settings.machine';
import type { Language } from '../../../schemas/language';
import type { MailPreview, SurveyMailSettings } from '../../../schemas/survey-mail-settings';
import { surveyMailSettingsForm } from '../../../schemas/survey-mail-settings.ui';
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
  const { t } = useTranslation('survey');
  return (
    <Flex direction="column" gap="2">
      <Text size="2">
        <Text color="gray">{t('mailSettings.to')}</Text> {mail.to}
      </Text>
      <Text size="2" weight="bold">
        <Text color="gray" weight="regular">
          {t('mailSettings.subject')}
        </Text>{' '}
        {mail.subject}
      </Text>
      <Box className="mail-preview-body" aria-label={t('mailSettings.text')}>
        {mail.text}
      </Box>
    </Flex>
  );
}

function PreviewPanel({ actor }: { actor: SurveyMailSettingsActor }) {
  const { t } = useTranslation('survey');
  const [kind, setKind] = useState<'invitation' | 'reminder'>('invitation');
  const view = useSelector(actor, (s) => s.context.view);
  const saving = useSelector(actor, (s) => s.hasTag('saving'));
  if (!view) return null;
  return (
    <Flex direction="column" gap="3" aria-busy={saving}>
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Heading as="h3" size="3">
          {t('mailSettings.preview')}
        </Heading>
        <SegmentedControl.Root value={kind} onValueChange={(v) => setKind(v as typeof kind)} size="1">
          <SegmentedControl.Item value="invitation">{t('mailSettings.invitation')}</SegmentedControl.Item>
          <SegmentedControl.Item value="reminder">{t('mailSettings.reminder')}</SegmentedControl.Item>
        </SegmentedControl.Root>
      </Flex>
      <Preview mail={view[kind]} />
      <Text size="1" color="gray">
        {t('mailSettings.previewNote')}
      </Text>
    </Flex>
  );
}

const ENGLISH_ONLY: readonly Language[] = ['en'];

/** The survey's invitation and reminder texts (in each language it offers) and reminder days, beside both mails as the server builds them. */
export function MailSettingsCard({
  surveyId,
  languages = ENGLISH_ONLY,
  flows = {},
}: {
  surveyId: number;
  languages?: readonly Language[];
  flows?: MailSettingsFlows;
}) {
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
  const { t } = useTranslation('survey');
  const form = useMemo(() => surveyMailSettingsForm(languages), [languages]);
  useEffect(() => {
    const subscription = actor.on('saved', () => toast({ title: t('mailSettings.saved'), description: t('mailSettings.savedText') }));
    return () => subscription.unsubscribe();
  }, [actor, toast, t]);

  if (status === 'loading') {
    return <LoadingCard text={t('mailSettings.loading')} />;
  }
  if (status === 'loadFailed' || !view) {
    return <LoadFailedCallout line={t('mailSettings.loadFailed')} error={error} onRetry={() => actor.send({ type: 'retry' })} />;
  }
  return (
    <Grid columns={{ initial: '1', md: '2' }} gap="4" align="start">
      <Card size="3">
        <Heading as="h2" size="4" mb="1">
          {t('detail.tabs.mail')}
        </Heading>
        <Text as="p" size="2" color="gray">
          {t('mailSettings.description')}
        </Text>
        <Box mt="4">
          <SchemaForm<SurveyMailSettings>
            id="mail-settings"
            idPrefix="mail-settings"
            schema={form.schema}
            uiSchema={form.uiSchema}
            formData={draft ?? view.settings}
            busy={saving}
            serverErrors={saveError}
            onDismissErrors={() => actor.send({ type: 'clearErrors' })}
            onSubmit={(settings) => actor.send({ type: 'save', settings })}
            submitText={t('mailSettings.save')}
          />
        </Box>
      </Card>
      <Card size="3">
        <PreviewPanel actor={actor} />
      </Card>
    </Grid>
  );
}
