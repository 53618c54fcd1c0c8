import type { ComponentType } from 'react';
import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import type { StepName } from '../../../../machines/survey-wizard/wizard-data';
import { PageHeader } from '../../../components/page-header';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { SURVEYS_PATH } from '../survey-paths';
import { AudienceStep } from './audience-step';
import { CompetenciesStep } from './competencies-step';
import { DetailsStep } from './details-step';
import { RatersStep } from './raters-step';
import { ReviewStep } from './review-step';
import { SendFailed, SubmitFailure, WizardBusy, WizardDone, WizardLoadFailed, WizardStale } from './wizard-outcomes';
import { parseView, useWizardActor, useWizardSetup, viewKey, WizardActorContext, type WizardFlows } from './wizard-state';
import { WizardStepper } from './wizard-stepper';
import { stepDescription, stepTitle } from './wizard-steps';
import './wizard.css';

const STEP_VIEWS: Record<StepName, ComponentType> = {
  details: DetailsStep,
  audience: AudienceStep,
  competencies: CompetenciesStep,
  raters: RatersStep,
  review: ReviewStep,
};

/** One step in its card, under the stepper; a refusal of the save stays above it until fixed or dismissed. */
function StepView({ step }: { step: StepName }) {
  const Step = STEP_VIEWS[step];
  return (
    <>
      <WizardStepper current={step} />
      <Flex direction="column" gap="3" className="wizard-card">
        <SubmitFailure />
        <Card size="3">
          <Heading as="h2" size="5">
            {stepTitle(step)}
          </Heading>
          <Text as="p" size="2" color="gray" mb="4">
            {stepDescription(step)}
          </Text>
          {/* A new key per step: each step's form starts from the machine's data. */}
          <Step key={step} />
        </Card>
      </Flex>
    </>
  );
}

function WizardBody() {
  const { t } = useTranslation('survey');
  const view = parseView(useSelector(useWizardActor(), viewKey));
  switch (view.kind) {
    case 'loading':
      return <WizardBusy text={t('wizard.loading')} />;
    case 'loadFailed':
      return <WizardLoadFailed />;
    case 'step':
      return <StepView step={view.step} />;
    case 'submitting':
      return <WizardBusy text={t('wizard.saving')} />;
    case 'sending':
      return <WizardBusy text={t('wizard.sending')} />;
    case 'sendFailed':
      return <SendFailed />;
    case 'stale':
      return <WizardStale />;
    case 'done':
      return <WizardDone />;
  }
}

/** /portrayal/admin/survey/new and /portrayal/admin/survey/:id/edit: the survey wizard. */
export function SurveyWizardPage({ flows }: { flows?: WizardFlows }) {
  const { id } = useParams();
  const surveyId = id ? Number(id) : null;
  const { t } = useTranslation('survey');
  const title = surveyId ? t('wizard.editTitle') : t('wizard.newTitle');
  useDocumentTitle(title);
  const actor = useWizardSetup(surveyId, flows);
  return (
    <WizardActorContext.Provider value={actor}>
      <PageHeader
        title={title}
        description={surveyId ? t('wizard.editDescription') : t('wizard.newDescription')}
        actions={
          <Button variant="soft" color="gray" asChild>
            <Link to={SURVEYS_PATH}>{t('wizard.allSurveys')}</Link>
          </Button>
        }
      />
      <WizardBody />
    </WizardActorContext.Provider>
  );
}
