import { useEffect, type ReactNode } from 'react';
import { Box, Card, Heading, Text } from '@radix-ui/themes';
import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import { useSelector } from '@xstate/react';
import type { Failure } from '../../../machines/failure';
import type { SettingsFormActor, SettingsFormStatus } from '../../../machines/settings-form.machine';
import { LoadFailedCallout } from '../load-failed-callout';
import { LoadingCard } from '../loading-card';
import { StaleEditCallout } from '../stale-edit-callout';
import { useToast } from '../toast';
import { SchemaForm } from './schema-form';
import { useTranslation } from 'react-i18next';

export interface SettingsFormCardProps<T extends object> {
  actor: SettingsFormActor<T>;
  /** The form's id and its fields' prefix (two forms may share a page). */
  id: string;
  title: string;
  description: ReactNode;
  schema: RJSFSchema;
  uiSchema: UiSchema;
  submitText: string;
  loadingText: string;
  /** "the retention", in the reader's language: said when the settings could not be loaded. */
  what: string;
  /** Replaces the generic load failure (e.g. a refusal that asks for a permission). */
  loadFailed?: (error: Failure | null, retry: () => void) => ReactNode;
  /** A toast once saved. */
  savedToast?: { title: string; description: string };
  /** The settings sent for the form's values, where they differ (an emptied field sent as ''). */
  toSettings?: (values: T) => T;
}

/**
 * One company or survey setting as an rjsf form on a card, driven by a settings-form machine:
 * loading, a failed load with Retry, the form with errors at its fields, and a stale edit.
 */
export function SettingsFormCard<T extends object>(props: SettingsFormCardProps<T>) {
  const { actor, id, title, description, schema, uiSchema, submitText, loadingText, what, loadFailed, savedToast, toSettings } = props;
  const { t } = useTranslation();
  const status = useSelector(actor, (s) => s.value as SettingsFormStatus);
  const settings = useSelector(actor, (s) => s.context.settings);
  const draft = useSelector(actor, (s) => s.context.draft);
  const error = useSelector(actor, (s) => s.context.error);
  const saveError = useSelector(actor, (s) => s.context.saveError);
  const saving = useSelector(actor, (s) => s.hasTag('saving'));
  const toast = useToast();
  useEffect(() => {
    if (!savedToast) return;
    const sub = actor.on('saved', () => toast(savedToast));
    return () => sub.unsubscribe();
  }, [actor, toast, savedToast]);

  if (status === 'loading') return <LoadingCard text={loadingText} />;
  if (status === 'loadFailed' || !settings) {
    const retry = () => actor.send({ type: 'retry' });
    return loadFailed ? loadFailed(error, retry) : <LoadFailedCallout line={t('settings.loadFailed', { what })} error={error} onRetry={retry} />;
  }
  return (
    <Card size="3">
      <Heading as="h2" size="4" mb="1">
        {title}
      </Heading>
      <Text as="p" size="2" color="gray">
        {description}
      </Text>
      {status === 'stale' && (
        <Box mt="3">
          <StaleEditCallout error={saveError} onReload={() => actor.send({ type: 'reload' })} onDismiss={() => actor.send({ type: 'clearErrors' })} />
        </Box>
      )}
      <Box mt="4">
        <SchemaForm<T>
          id={id}
          idPrefix={id}
          schema={schema}
          uiSchema={uiSchema}
          formData={draft ?? settings}
          busy={saving}
          serverErrors={status === 'stale' ? null : saveError}
          onDismissErrors={() => actor.send({ type: 'clearErrors' })}
          onSubmit={(values) => actor.send({ type: 'save', settings: toSettings ? toSettings(values) : values })}
          submitText={submitText}
        />
      </Box>
    </Card>
  );
}
