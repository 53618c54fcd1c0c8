import { useEffect, useState } from 'react';
import { Box, Button, Dialog, Flex, IconButton, Text } from '@radix-ui/themes';
import { CopyIcon, Cross2Icon } from '@radix-ui/react-icons';
import type { CustomValidator, RJSFSchema } from '@rjsf/utils';
import { Trans, useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { SnapshotFrom } from 'xstate';
import { today } from '../../../machines/survey-lifecycle';
import type { Survey } from '../../../schemas/survey';
import { COPY_END_BEFORE_START, copyDates, copyTitle, SurveyCopy } from '../../../schemas/survey-copy';
import { surveyCopyUi } from '../../../schemas/survey-copy.ui';
import { SchemaForm } from '../../components/form';
import { i18n } from '../../i18n';
import { useToast } from '../../components/toast';
import { useRequest } from '../../lib/use-request';
import { machineSentence } from './machine-words';
import { liveCopySurvey, type CopySurveyMachine } from './survey-cycle-flows';
import { editSurveyPath } from './survey-paths';

const checkDates: CustomValidator<Partial<SurveyCopy>> = (data, errors) => {
  if (data?.start_date && data.end_date && data.end_date < data.start_date) errors.end_date?.addError(machineSentence(COPY_END_BEFORE_START));
  return errors;
};

/** What comes along, in words: the set-up, never the people's answers. */
function whatIsCopied(survey: Survey): string {
  const n = survey.audience === 'Individual' ? survey.progress.ratees : 0;
  return n ? i18n.t('survey:dialogs.copy.whatWithRatees', { count: n }) : i18n.t('survey:dialogs.copy.what');
}

interface CopySurveyDialogProps {
  survey: Survey;
  onClose(): void;
  flow?: CopySurveyMachine;
  snapshot?: SnapshotFrom<CopySurveyMachine>;
}

/** "Use as template": names and dates the new draft (the rjsf form of SurveyCopy), then opens it in the wizard. */
export function CopySurveyDialog({ survey, onClose, flow, snapshot }: CopySurveyDialogProps) {
  const { busy, error, output, status, submit, clearErrors } = useRequest(flow ?? liveCopySurvey, snapshot);
  const [initial] = useState<SurveyCopy>(() => ({ title: copyTitle(survey.title), ...copyDates(survey, today()) }));
  const navigate = useNavigate();
  const toast = useToast();
  const { t } = useTranslation('survey');
  useEffect(() => {
    if (status !== 'success' || !output) return;
    toast({ title: t('dialogs.copy.created'), description: t('dialogs.copy.createdText', { title: output.title }) });
    navigate(editSurveyPath(output.id));
  }, [status, output, toast, navigate, t]);
  return (
    <Dialog.Root open onOpenChange={(open) => !open && !busy && onClose()}>
      <Dialog.Content maxWidth="520px">
        <Flex justify="between" align="start" gap="3">
          <Dialog.Title>
            <Trans t={t} i18nKey="dialogs.copy.title" values={{ title: survey.title }} components={{ bdi: <bdi /> }} />
          </Dialog.Title>
          <Dialog.Close disabled={busy}>
            <IconButton variant="ghost" color="gray" aria-label={t('dialogs.dismiss')}>
              <Cross2Icon />
            </IconButton>
          </Dialog.Close>
        </Flex>
        <Dialog.Description size="2" color="gray">
          <Text>{whatIsCopied(survey)}</Text>
        </Dialog.Description>
        <Box mt="3">
          <SchemaForm<SurveyCopy>
            id="copy-survey"
            idPrefix="copy-survey"
            schema={SurveyCopy as RJSFSchema}
            uiSchema={surveyCopyUi}
            formData={initial}
            customValidate={checkDates}
            onSubmit={(body) => submit({ surveyId: survey.id, body })}
            busy={busy}
            serverErrors={error}
            onDismissErrors={clearErrors}
            submitText={t('dialogs.copy.submit')}
          />
        </Box>
      </Dialog.Content>
    </Dialog.Root>
  );
}

/** The survey page's "Use as template" button, with its dialog. */
export function CopySurveyButton({ survey }: { survey: Survey }) {
  const { t } = useTranslation('survey');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="soft" onClick={() => setOpen(true)}>
        <CopyIcon /> {t('dialogs.copy.button')}
      </Button>
      {open && <CopySurveyDialog survey={survey} onClose={() => setOpen(false)} />}
    </>
  );
}
