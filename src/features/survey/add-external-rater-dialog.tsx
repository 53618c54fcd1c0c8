import { useEffect, useMemo } from 'react';
import { Box, Callout, Dialog, Flex, IconButton, Text } from '@radix-ui/themes';
import { Cross2Icon, InfoCircledIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import type { SnapshotFrom } from 'xstate';
import type { ExternalRaterAnswer, ExternalRaterInput } from '../../../schemas/external-rater';
import { SchemaForm } from '../../components/form';
import { useRequest } from '../../lib/use-request';
import { externalRaterFormSchema, externalRaterFormUi, type RateeChoice } from './external-rater-form';
import { liveAddExternalRater, type AddExternalRaterMachine } from './survey-flows';

interface AddExternalRaterDialogProps {
  surveyId: number;
  ratees: readonly RateeChoice[];
  /** A survey already sent mails the link at once; a draft, with its invitations. */
  mailsAtOnce: boolean;
  /** The survey's anonymity threshold: the "Other" group shows in a report only with at least this many. */
  threshold: number;
  onAdded(answer: ExternalRaterAnswer): void;
  onClose(): void;
  flow?: AddExternalRaterMachine;
  snapshot?: SnapshotFrom<AddExternalRaterMachine>;
}

/** "Add an outside rater": the rjsf form of ExternalRaterInput, errors at their fields. */
export function AddExternalRaterDialog({ surveyId, ratees, mailsAtOnce, threshold, onAdded, onClose, flow, snapshot }: AddExternalRaterDialogProps) {
  const { busy, error, output, status, submit, clearErrors } = useRequest(flow ?? liveAddExternalRater, snapshot);
  const { t } = useTranslation('survey');
  const schema = useMemo(() => externalRaterFormSchema(ratees, t), [ratees, t]);
  const uiSchema = useMemo(() => externalRaterFormUi(ratees, t), [ratees, t]);
  const open = ratees.filter((r) => !r.fixed);
  useEffect(() => {
    if (status === 'success' && output) onAdded(output);
  }, [status, output, onAdded]);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && !busy && onClose()}>
      <Dialog.Content maxWidth="520px">
        <Flex justify="between" align="start" gap="3">
          <Dialog.Title>{t('detail.addExternal')}</Dialog.Title>
          <Dialog.Close disabled={busy}>
            <IconButton variant="ghost" color="gray" aria-label={t('dialogs.dismiss')}>
              <Cross2Icon />
            </IconButton>
          </Dialog.Close>
        </Flex>
        <Dialog.Description size="2" color="gray">
          <Text>{mailsAtOnce ? t('external.whoMailedAtOnce') : t('external.whoWithInvitations')}</Text>
        </Dialog.Description>
        <Callout.Root size="1" color="blue" mt="3">
          <Callout.Icon>
            <InfoCircledIcon />
          </Callout.Icon>
          <Callout.Text>{t('external.pooled', { threshold })}</Callout.Text>
        </Callout.Root>
        <Box mt="3">
          <SchemaForm<ExternalRaterInput>
            idPrefix="external-rater"
            schema={schema}
            uiSchema={uiSchema}
            formData={open.length === 1 ? { ratee: open[0]!.id } : {}}
            onSubmit={(body) => submit({ surveyId, body })}
            busy={busy}
            serverErrors={error}
            onDismissErrors={clearErrors}
            submitText={t('external.submit')}
          />
        </Box>
      </Dialog.Content>
    </Dialog.Root>
  );
}
