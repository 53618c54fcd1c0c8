import { Dialog, Flex, IconButton } from '@radix-ui/themes';
import { Cross2Icon } from '@radix-ui/react-icons';
import type { RJSFSchema } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import type { Failure } from '../../../machines/failure';
import { ScimTokenInput } from '../../../schemas/provisioning';
import { SchemaForm } from '../../components/form';

interface TokenFormDialogProps {
  busy: boolean;
  error: Failure | null;
  onSave(body: ScimTokenInput): void;
  onDismissErrors(): void;
  onClose(): void;
}

/** A new token's name (ScimTokenInput, the schema the server checks too). */
export function TokenFormDialog({ busy, error, onSave, onDismissErrors, onClose }: TokenFormDialogProps) {
  const { t } = useTranslation('provisioning');
  return (
    <Dialog.Root open onOpenChange={(open) => !open && !busy && onClose()}>
      <Dialog.Content maxWidth="520px">
        <Flex justify="between" align="start" gap="3">
          <Dialog.Title>{t('form.title')}</Dialog.Title>
          <Dialog.Close disabled={busy}>
            <IconButton variant="ghost" color="gray" aria-label={t('form.close')}>
              <Cross2Icon />
            </IconButton>
          </Dialog.Close>
        </Flex>
        <Dialog.Description size="2" color="gray">
          {t('form.description')}
        </Dialog.Description>
        <SchemaForm<ScimTokenInput>
          idPrefix="scim-token-form"
          schema={ScimTokenInput as RJSFSchema}
          uiSchema={{ name: { 'ui:autofocus': true } }}
          formData={{}}
          onSubmit={onSave}
          busy={busy}
          serverErrors={error}
          onDismissErrors={onDismissErrors}
          submitText={t('form.submit')}
        />
      </Dialog.Content>
    </Dialog.Root>
  );
}
