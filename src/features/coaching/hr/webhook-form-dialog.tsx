import { useMemo } from 'react';
import { Dialog, Flex, IconButton } from '@radix-ui/themes';
import { Cross2Icon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import type { RJSFSchema } from '@rjsf/utils';
import type { Failure } from '../../../../machines/failure';
import { WEBHOOK_EVENTS, WebhookInput, type WebhookEndpoint } from '../../../../schemas/coaching';
import { webhookUi } from '../../../../schemas/coaching.ui';
import { SchemaForm } from '../../../components/form';
import { ChecklistWidget } from './checklist-widget';
import './coaching.css';

interface WebhookFormDialogProps {
  endpoint: WebhookEndpoint | null;
  busy: boolean;
  error: Failure | null;
  onSave(body: WebhookInput): void;
  onDismissErrors(): void;
  onClose(): void;
}

/** WebhookInput with its events as a choice list the checklist can show. */
const schema: RJSFSchema = {
  ...(WebhookInput as RJSFSchema),
  properties: {
    ...(WebhookInput.properties as Record<string, RJSFSchema>),
    events: { ...(WebhookInput.properties.events as RJSFSchema), items: { type: 'string', oneOf: WEBHOOK_EVENTS.map((e) => ({ const: e, title: e })) } },
  },
};

/** Add or edit a provider's endpoint (WebhookInput). */
export function WebhookFormDialog({ endpoint, busy, error, onSave, onDismissErrors, onClose }: WebhookFormDialogProps) {
  const { t } = useTranslation('coaching');
  const uiSchema = useMemo(() => ({ ...webhookUi, events: { ...webhookUi.events, 'ui:widget': ChecklistWidget } }), []);
  const values: Partial<WebhookInput> = endpoint
    ? { url: endpoint.url, events: endpoint.events, description: endpoint.description, active: endpoint.active }
    : { events: [...WEBHOOK_EVENTS], active: true };
  return (
    <Dialog.Root open onOpenChange={(open) => !open && !busy && onClose()}>
      <Dialog.Content maxWidth="640px">
        <Flex justify="between" align="start" gap="3">
          <Dialog.Title>{endpoint ? t('webhookForm.edit') : t('webhookForm.add')}</Dialog.Title>
          <Dialog.Close disabled={busy}>
            <IconButton variant="ghost" color="gray" aria-label={t('hr.close')}>
              <Cross2Icon />
            </IconButton>
          </Dialog.Close>
        </Flex>
        <Dialog.Description size="2" color="gray">
          {t('webhookForm.description')}
        </Dialog.Description>
        <SchemaForm<WebhookInput>
          idPrefix="webhook-form"
          schema={schema}
          uiSchema={uiSchema}
          formData={values}
          onSubmit={onSave}
          busy={busy}
          serverErrors={error}
          onDismissErrors={onDismissErrors}
          submitText={endpoint ? t('hr.saveChanges') : t('webhookForm.submit')}
        />
      </Dialog.Content>
    </Dialog.Root>
  );
}
