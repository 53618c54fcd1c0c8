import { Button, Tooltip } from '@radix-ui/themes';
import { BellIcon, CalendarIcon, EyeOpenIcon, LockClosedIcon, Pencil1Icon, TrashIcon } from '@radix-ui/react-icons';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { unavailableReason, type SurveyActionKind } from '../../../machines/survey-actions.machine';
import type { Survey } from '../../../schemas/survey';
import { machineSentenceOrNull } from './machine-words';
import type { OnSurveyAction } from './survey-actions-menu';
import { editSurveyPath, previewSurveyPath } from './survey-paths';

interface SurveyActionButtonsProps {
  survey: Survey;
  onAction: OnSurveyAction;
}

/** Remind and close are offered only while raters can answer; a disabled one says why on hover and focus. */
function ActionButton({ kind, icon, label, survey, onAction }: SurveyActionButtonsProps & { kind: SurveyActionKind; icon: ReactNode; label: string }) {
  const { t } = useTranslation('survey');
  const reason = machineSentenceOrNull(unavailableReason(kind, survey));
  const button = (
    <Button variant="soft" color={kind === 'delete' ? 'red' : undefined} disabled={reason !== null} onClick={() => onAction(kind, survey)}>
      {icon} {label}
    </Button>
  );
  // A disabled button takes no pointer or focus: the wrapper carries the tooltip.
  return reason ? (
    <Tooltip content={reason}>
      <span tabIndex={0} aria-label={t('actions.unavailable', { label, reason })}>
        {button}
      </span>
    </Tooltip>
  ) : (
    button
  );
}

/**
 * The detail page's actions: the same dialogs and machine as the list's row menu. "Extend end date" shows only for a
 * survey that ended by its date and whose results nobody has opened.
 */
export function SurveyActionButtons({ survey, onAction }: SurveyActionButtonsProps) {
  const { t } = useTranslation('survey');
  return (
    <>
      <Button asChild>
        <Link to={editSurveyPath(survey.id)}>
          <Pencil1Icon /> {t('actions.edit')}
        </Link>
      </Button>
      {/* Before it is sent (a draft, or scheduled and not started): what raters will be asked. */}
      {survey.status === 'draft' && (
        <Button variant="soft" asChild>
          <Link to={previewSurveyPath(survey.id)}>
            <EyeOpenIcon /> {t('actions.preview')}
          </Link>
        </Button>
      )}
      {unavailableReason('extend', survey) === null && (
        <ActionButton kind="extend" icon={<CalendarIcon />} label={t('actions.extend')} survey={survey} onAction={onAction} />
      )}
      <ActionButton kind="remind" icon={<BellIcon />} label={t('actions.remind')} survey={survey} onAction={onAction} />
      <ActionButton kind="close" icon={<LockClosedIcon />} label={t('actions.close')} survey={survey} onAction={onAction} />
      <ActionButton kind="delete" icon={<TrashIcon />} label={t('actions.delete')} survey={survey} onAction={onAction} />
    </>
  );
}
