import { useEffect, useMemo } from 'react';
import { Box, Callout, Dialog, Flex, IconButton, Text } from '@radix-ui/themes';
import { Cross2Icon, InfoCircledIcon } from '@radix-ui/react-icons';
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
  const schema = useMemo(() => externalRaterFormSchema(ratees), [ratees]);
  const uiSchema = useMemo(() => externalRaterFormUi(ratees), [ratees]);
  const open = ratees.filter((r) => !r.fixed);
  useEffect(() => {
    if (status === 'success' && output) onAdded(output);
  }, [status, output, onAdded]);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && !busy && onClose()}>
      <Dialog.Content maxWidth="520px">
        <Flex justify="between" align="start" gap="3">
          <Dialog.Title>Add an outside rater</Dialog.Title>
          <Dialog.Close disabled={busy}>
            <IconButton variant="ghost" color="gray" aria-label="Close">
              <Cross2Icon />
            </IconButton>
          </Dialog.Close>
        </Flex>
        <Dialog.Description size="2" color="gray">
          <Text>
            A customer, a supplier or a former colleague.
            {mailsAtOnce ? ' They are mailed a personal link as soon as you add them.' : ' They get a personal link with the survey’s invitations.'}
          </Text>
        </Dialog.Description>
        <Callout.Root size="1" color="blue" mt="3">
          <Callout.Icon>
            <InfoCircledIcon />
          </Callout.Icon>
          <Callout.Text>
            Their answers are pooled as “Other”, which a report shows only once at least {threshold} of a person’s “Other” raters answer. Below that, their
            answers stay out of the report, so ask at least {threshold} for each person.
          </Callout.Text>
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
            submitText="Add outside rater"
          />
        </Box>
      </Dialog.Content>
    </Dialog.Root>
  );
}
