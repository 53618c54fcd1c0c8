import { useMemo, useState } from 'react';
import { Box, Callout, Dialog, Flex, IconButton, SegmentedControl, Text } from '@radix-ui/themes';
import { Cross2Icon, InfoCircledIcon } from '@radix-ui/react-icons';
import type { Failure } from '../../../../machines/failure';
import type { Coach, CoachInput } from '../../../../schemas/coaching';
import { coachUi } from '../../../../schemas/coaching.ui';
import { SchemaForm } from '../../../components/form';
import { ChecklistWidget } from './checklist-widget';
import { coachBody, coachFormSchema, coachValues, type CoachKind, type CoachValues } from './coach-form';
import type { CoachChoices } from '../../../../schemas/coaching';
import './coaching.css';

interface CoachFormDialogProps {
  /** The coach being edited; none to add one. */
  coach: Coach | null;
  choices: CoachChoices | undefined;
  busy: boolean;
  /** The server's answer to this form's last attempt. */
  error: Failure | null;
  onSave(body: CoachInput): void;
  onDismissErrors(): void;
  onClose(): void;
}

const KIND_HELP: Record<CoachKind, string> = {
  internal: 'An employee who coaches colleagues: they work with their coachees in the app.',
  outside: 'Someone outside the company: they get a personal link by mail, and see only their own coachees.',
};

/** Add or edit one coach: an Employee | Outside coach toggle, then CoachInput's fields of that kind as an rjsf form. */
export function CoachFormDialog({ coach, choices, busy, error, onSave, onDismissErrors, onClose }: CoachFormDialogProps) {
  const [kind, setKind] = useState<CoachKind>(coach?.kind ?? 'internal');
  const schema = useMemo(() => coachFormSchema(kind, choices ?? { competencies: [], employees: [] }, coach), [kind, choices, coach]);
  const uiSchema = useMemo(
    () => ({
      ...coachUi,
      competencies: { ...coachUi.competencies, 'ui:widget': ChecklistWidget },
      languages: { ...coachUi.languages, 'ui:widget': ChecklistWidget },
    }),
    [],
  );
  return (
    <Dialog.Root open onOpenChange={(open) => !open && !busy && onClose()}>
      <Dialog.Content maxWidth="720px">
        <Flex justify="between" align="start" gap="3">
          <Dialog.Title>{coach ? `Edit ${coach.name}` : 'Add a coach'}</Dialog.Title>
          <Dialog.Close disabled={busy}>
            <IconButton variant="ghost" color="gray" aria-label="Close">
              <Cross2Icon />
            </IconButton>
          </Dialog.Close>
        </Flex>
        <Dialog.Description size="2" color="gray">
          {KIND_HELP[kind]}
        </Dialog.Description>
        {/* A coach stays the kind they were added as: an outside coach's link is theirs alone. */}
        {!coach && (
          <Box mt="4">
            <SegmentedControl.Root value={kind} onValueChange={(next) => setKind(next as CoachKind)} aria-label="Kind of coach">
              <SegmentedControl.Item value="internal">Employee</SegmentedControl.Item>
              <SegmentedControl.Item value="outside">Outside coach</SegmentedControl.Item>
            </SegmentedControl.Root>
          </Box>
        )}
        {choices && choices.competencies.length === 0 && (
          <Callout.Root size="1" color="amber" mt="3">
            <Callout.Icon>
              <InfoCircledIcon />
            </Callout.Icon>
            <Callout.Text>Your company has no competencies yet: add them under Master data, then name the ones this coach covers.</Callout.Text>
          </Callout.Root>
        )}
        {!choices && (
          <Text as="p" size="2" color="gray" mt="3">
            Loading the competencies and employees…
          </Text>
        )}
        <Box mt="2">
          <SchemaForm<CoachValues>
            key={kind}
            idPrefix="coach-form"
            schema={schema}
            uiSchema={uiSchema}
            formData={coachValues(coach?.kind === kind ? coach : null)}
            onSubmit={(values) => onSave(coachBody(kind, values))}
            busy={busy}
            serverErrors={error}
            onDismissErrors={onDismissErrors}
            submitText={coach ? 'Save changes' : 'Add coach'}
          />
        </Box>
      </Dialog.Content>
    </Dialog.Root>
  );
}
