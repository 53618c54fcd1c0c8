import { useTranslation } from 'react-i18next';
import type { ActionPeople } from '../../../../schemas/development-plan';
import { StaleEditCallout } from '../../../components/stale-edit-callout';
import { ActionFormDialog } from './action-form-dialog';
import { DeleteActionDialog } from './delete-action-dialog';
import type { DevelopmentPlanState } from './use-development-plan';

interface PlanDialogsProps {
  plan: DevelopmentPlanState;
  surveyId: number;
  ratee: { id: number; name: string };
  competencies: Array<{ competency_id: number; title: string }>;
  people?: ActionPeople | null;
  /** Status and notes only: an owner or coach who is not the ratee's manager. */
  progressOnly?: boolean;
}

/** The dialog the plan's machine has open, if any: add/edit (rjsf) or delete (asks first). */
export function PlanDialogs({ plan, surveyId, ratee, competencies, people = null, progressOnly = false }: PlanDialogsProps) {
  const { t } = useTranslation('feedback');
  const { dialog, saving, status, error, send } = plan;
  if (!dialog) return null;
  const close = () => send({ type: 'cancel' });
  const dismiss = () => send({ type: 'clearErrors' });
  // Someone changed the action since this dialog read it (412): who and when, and Reload (the dialog shows it as it is now).
  const stale =
    status === 'stale' || status === 'reloading' ? (
      <StaleEditCallout
        error={error}
        busy={status === 'reloading'}
        lead={dialog.kind === 'delete' ? t('plan.callouts.nothingDeleted') : undefined}
        onReload={() => send({ type: 'reload' })}
        onDismiss={dismiss}
      />
    ) : null;
  if (dialog.kind === 'delete') {
    return (
      <DeleteActionDialog
        action={dialog.action}
        busy={saving}
        error={status === 'deleteFailed' ? error : null}
        stale={stale}
        onConfirm={() => send({ type: 'confirm' })}
        onDismissErrors={dismiss}
        onClose={close}
      />
    );
  }
  return (
    <ActionFormDialog
      dialog={dialog}
      survey={surveyId}
      ratee={ratee}
      competencies={competencies}
      people={people}
      progressOnly={progressOnly}
      busy={saving}
      error={status === 'saveFailed' ? error : null}
      stale={stale}
      onSave={(write) => send({ type: 'save', write })}
      onDismissErrors={dismiss}
      onClose={close}
    />
  );
}
