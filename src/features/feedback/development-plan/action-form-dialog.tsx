import { useMemo, type ReactNode } from 'react';
import { Box, Dialog, Flex, IconButton, Text } from '@radix-ui/themes';
import { Cross2Icon } from '@radix-ui/react-icons';
import { Trans, useTranslation } from 'react-i18next';
import type { Failure } from '../../../../machines/failure';
import type { PlanDialog, PlanWrite } from '../../../../machines/development-plan.machine';
import type { ActionPeople } from '../../../../schemas/development-plan';
import { developmentActionUi } from '../../../../schemas/development-plan.ui';
import { SchemaForm } from '../../../components/form';
import { actionFormSchema, formValuesOf, peopleFor, progressFormSchema, progressWriteOf, writeOf, type ActionFormValues } from './action-form';

interface ActionFormDialogProps {
  dialog: Exclude<PlanDialog, { kind: 'delete' }>;
  survey: number;
  ratee: { id: number; name: string };
  competencies: Array<{ competency_id: number; title: string }>;
  /** Who may own or coach (null until the server answers). */
  people: ActionPeople | null;
  /** An owner or coach who is not the manager: status and notes only. */
  progressOnly?: boolean;
  busy: boolean;
  /** The server's answer to this form's last attempt. */
  error: Failure | null;
  /** A save refused as stale (412): who changed it, when, and Reload; in place of the form's own errors. */
  stale?: ReactNode;
  onSave(write: Extract<PlanWrite, { kind: 'create' | 'update' }>): void;
  onDismissErrors(): void;
  onClose(): void;
}

/** Add or edit one development action: the rjsf form of DevelopmentActionInput in a dialog, errors at their fields. */
export function ActionFormDialog(props: ActionFormDialogProps) {
  const { dialog, survey, ratee, competencies, people, progressOnly, busy, error, stale, onSave, onDismissErrors, onClose } = props;
  const { t } = useTranslation('feedback');
  const schema = useMemo(
    () => (progressOnly ? progressFormSchema() : actionFormSchema({ competencies, ...peopleFor(dialog, ratee, people) })),
    [competencies, dialog, ratee, people, progressOnly],
  );
  const values = useMemo(() => formValuesOf(dialog, ratee.id), [dialog, ratee.id]);
  const editing = dialog.kind === 'edit';
  return (
    <Dialog.Root open onOpenChange={(open) => !open && !busy && onClose()}>
      <Dialog.Content maxWidth="560px">
        <Flex justify="between" align="start" gap="3">
          <Dialog.Title>{progressOnly ? t('plan.form.progress') : editing ? t('plan.form.edit') : t('plan.form.add')}</Dialog.Title>
          <Dialog.Close disabled={busy}>
            <IconButton variant="ghost" color="gray" aria-label={t('plan.form.close')}>
              <Cross2Icon />
            </IconButton>
          </Dialog.Close>
        </Flex>
        <Dialog.Description size="2" color="gray">
          <Text>
            {progressOnly && editing ? (
              <Trans t={t} i18nKey="plan.form.inPlanOf" values={{ title: dialog.action.title, name: ratee.name }} components={{ bdi: <bdi /> }} />
            ) : (
              <Trans t={t} i18nKey="plan.form.planOf" values={{ name: ratee.name }} components={{ bdi: <bdi /> }} />
            )}
          </Text>
        </Dialog.Description>
        {stale && <Box mt="3">{stale}</Box>}
        <Box mt="3">
          <SchemaForm<ActionFormValues>
            // Reloaded after a stale save: the form starts again from the action as it is now.
            key={editing ? `${dialog.action.id}-${dialog.action.updated_at}` : 'new'}
            idPrefix="development-action"
            schema={schema}
            uiSchema={developmentActionUi}
            formData={values}
            onSubmit={(submitted) =>
              onSave(progressOnly && editing ? progressWriteOf(dialog.action, submitted) : writeOf(dialog, submitted, { survey, ratee: ratee.id }))
            }
            busy={busy}
            serverErrors={error}
            onDismissErrors={onDismissErrors}
            submitText={editing ? t('plan.form.save') : t('plan.form.add')}
          />
        </Box>
      </Dialog.Content>
    </Dialog.Root>
  );
}
