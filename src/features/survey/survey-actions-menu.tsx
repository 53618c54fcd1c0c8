import { useState } from 'react';
import { DropdownMenu, IconButton, Tooltip } from '@radix-ui/themes';
import { DotsHorizontalIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { unavailableReason, type SurveyActionKind } from '../../../machines/survey-actions.machine';
import type { Survey } from '../../../schemas/survey';
import { CopySurveyDialog } from './copy-survey-dialog';
import { machineSentenceOrNull } from './machine-words';
import { editSurveyPath, surveyPath } from './survey-paths';

export type OnSurveyAction = (kind: SurveyActionKind, survey: Survey) => void;

interface SurveyActionsMenuProps {
  survey: Survey;
  onAction: OnSurveyAction;
}

/** Remind and close are offered only while raters can answer; a disabled item says why on hover. */
function ActionItem({ kind, label, survey, onAction }: SurveyActionsMenuProps & { kind: SurveyActionKind; label: string }) {
  const reason = machineSentenceOrNull(unavailableReason(kind, survey));
  const item = (
    <DropdownMenu.Item disabled={reason !== null} onSelect={() => onAction(kind, survey)}>
      {label}
    </DropdownMenu.Item>
  );
  return reason ? (
    <Tooltip content={reason} side="left">
      {item}
    </Tooltip>
  ) : (
    item
  );
}

/** A row's menu: open, edit, use as a template, send a reminder, close, extend, delete (all but the first two ask first). */
export function SurveyActionsMenu({ survey, onAction }: SurveyActionsMenuProps) {
  const { t } = useTranslation('survey');
  const [copying, setCopying] = useState(false);
  return (
    <>
      <DropdownMenu.Root>
        <DropdownMenu.Trigger>
          <IconButton size="1" variant="ghost" color="gray" aria-label={t('actions.for', { name: survey.title })}>
            <DotsHorizontalIcon />
          </IconButton>
        </DropdownMenu.Trigger>
        <DropdownMenu.Content align="end" size="2">
          <DropdownMenu.Item asChild>
            <Link to={surveyPath(survey.id)}>{t('actions.open')}</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item asChild>
            <Link to={editSurveyPath(survey.id)}>{t('actions.edit')}</Link>
          </DropdownMenu.Item>
          <DropdownMenu.Item onSelect={() => setCopying(true)}>{t('actions.templateMenu')}</DropdownMenu.Item>
          <DropdownMenu.Separator />
          <ActionItem kind="remind" label={t('actions.remindMenu')} survey={survey} onAction={onAction} />
          <ActionItem kind="close" label={t('actions.closeMenu')} survey={survey} onAction={onAction} />
          <ActionItem kind="extend" label={t('actions.extendMenu')} survey={survey} onAction={onAction} />
          <DropdownMenu.Separator />
          <DropdownMenu.Item color="red" onSelect={() => onAction('delete', survey)}>
            {t('actions.deleteMenu')}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Root>
      {copying && <CopySurveyDialog survey={survey} onClose={() => setCopying(false)} />}
    </>
  );
}
