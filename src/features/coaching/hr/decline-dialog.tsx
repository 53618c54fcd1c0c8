import { Dialog, Flex, IconButton, Text } from '@radix-ui/themes';
import { Cross2Icon } from '@radix-ui/react-icons';
import { Trans, useTranslation } from 'react-i18next';
import type { RJSFSchema } from '@rjsf/utils';
import type { Failure } from '../../../../machines/failure';
import { DeclineInput, type EngagementSummary } from '../../../../schemas/coaching';
import { declineUi } from '../../../../schemas/coaching.ui';
import { SchemaForm } from '../../../components/form';

interface DeclineDialogProps {
  request: EngagementSummary;
  busy: boolean;
  error: Failure | null;
  onDecline(reason: string): void;
  onDismissErrors(): void;
  onClose(): void;
}

/** Declining one pending request, with an optional reason (DeclineInput). */
export function DeclineDialog({ request, busy, error, onDecline, onDismissErrors, onClose }: DeclineDialogProps) {
  const { t } = useTranslation('coaching');
  return (
    <Dialog.Root open onOpenChange={(open) => !open && !busy && onClose()}>
      <Dialog.Content maxWidth="520px">
        <Flex justify="between" align="start" gap="3">
          <Dialog.Title>
            <Trans t={t} i18nKey="decline.title" values={{ name: request.coachee.name }} components={{ bdi: <bdi /> }} />
          </Dialog.Title>
          <Dialog.Close disabled={busy}>
            <IconButton variant="ghost" color="gray" aria-label={t('hr.close')}>
              <Cross2Icon />
            </IconButton>
          </Dialog.Close>
        </Flex>
        <Dialog.Description size="2">
          <Trans
            t={t}
            i18nKey="decline.text"
            values={{ coach: request.coach.name, areas: request.competencies.map((c) => c.title).join(', ') }}
            components={{ strong: <Text weight="medium" /> }}
          />
        </Dialog.Description>
        <SchemaForm<{ reason?: string }>
          idPrefix="decline-form"
          schema={DeclineInput as RJSFSchema}
          uiSchema={declineUi}
          formData={{}}
          onSubmit={(values) => onDecline(values.reason?.trim() ?? '')}
          busy={busy}
          serverErrors={error}
          onDismissErrors={onDismissErrors}
          submitText={t('decline.submit')}
        />
      </Dialog.Content>
    </Dialog.Root>
  );
}
