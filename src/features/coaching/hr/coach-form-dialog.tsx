import { useMemo, useState } from 'react';
import { Box, Callout, Dialog, Flex, IconButton, SegmentedControl, Text } from '@radix-ui/themes';
import { Cross2Icon, InfoCircledIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
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

/** Add or edit one coach: an Employee | Outside coach toggle, then CoachInput's fields of that kind as an rjsf form. */
export function CoachFormDialog({ coach, choices, busy, error, onSave, onDismissErrors, onClose }: CoachFormDialogProps) {
  const { t } = useTranslation('coaching');
  const [kind, setKind] = useState<CoachKind>(coach?.kind ?? 'internal');
  const schema = useMemo(
    () => coachFormSchema(kind, choices ?? { competencies: [], employees: [] }, coach, (code) => t(`languages.${code}`)),
    [kind, choices, coach, t],
  );
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
          <Dialog.Title>{coach ? t('hr.editNamed', { name: coach.name }) : t('coachForm.add')}</Dialog.Title>
          <Dialog.Close disabled={busy}>
            <IconButton variant="ghost" color="gray" aria-label={t('hr.close')}>
              <Cross2Icon />
            </IconButton>
          </Dialog.Close>
        </Flex>
        <Dialog.Description size="2" color="gray">
          {t(`coachForm.help.${kind}`)}
        </Dialog.Description>
        {/* A coach stays the kind they were added as: an outside coach's link is theirs alone. */}
        {!coach && (
          <Box mt="4">
            <SegmentedControl.Root value={kind} onValueChange={(next) => setKind(next as CoachKind)} aria-label={t('coachForm.kind')}>
              <SegmentedControl.Item value="internal">{t('coachForm.employee')}</SegmentedControl.Item>
              <SegmentedControl.Item value="outside">{t('coachForm.outside')}</SegmentedControl.Item>
            </SegmentedControl.Root>
          </Box>
        )}
        {choices && choices.competencies.length === 0 && (
          <Callout.Root size="1" color="amber" mt="3">
            <Callout.Icon>
              <InfoCircledIcon />
            </Callout.Icon>
            <Callout.Text>{t('coachForm.noCompetencies')}</Callout.Text>
          </Callout.Root>
        )}
        {!choices && (
          <Text as="p" size="2" color="gray" mt="3">
            {t('coachForm.loadingChoices')}
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
            submitText={coach ? t('hr.saveChanges') : t('coachForm.submit')}
          />
        </Box>
      </Dialog.Content>
    </Dialog.Root>
  );
}
