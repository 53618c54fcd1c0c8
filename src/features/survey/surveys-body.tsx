import type { ReactNode } from 'react';
import { Button, Flex } from '@radix-ui/themes';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ResourceSnapshot, ResourceStatus } from '../../../machines/resource.machine';
import type { Survey } from '../../../schemas/survey';
import { FailureCallout } from '../../components/failure-callout';
import { SurveyActionDialogs } from './survey-action-dialogs';
import { liveSurveys, type SurveyListMachine } from './survey-flows';
import { SurveyList } from './survey-list';
import { useSurveyActions, type SurveyActionsFlows } from './use-survey-actions';

/** Machines and starting states a story gives the page instead of the live ones. */
export interface SurveysFlows extends SurveyActionsFlows {
  /** The list machine for a filter (`owner`: a user id, or every survey). */
  surveys?: (owner: number | undefined) => SurveyListMachine;
  surveysSnapshot?: ResourceSnapshot<Survey>;
}

interface SurveysBodyProps {
  owner: number | undefined;
  flows: SurveysFlows;
  onlyMine: boolean;
  onShowAll(): void;
  newSurvey: ReactNode;
}

/** The list for one filter, its actions, and the refetch after each action. */
export function SurveysBody({ owner, flows, onlyMine, onShowAll, newSurvey }: SurveysBodyProps) {
  const { t } = useTranslation('survey');
  const list = useActorRef((flows.surveys ?? liveSurveys)(owner), flows.surveysSnapshot ? { snapshot: flows.surveysSnapshot } : undefined);
  const status = useSelector(list, (s) => s.value as ResourceStatus);
  const surveys = useSelector(list, (s) => s.context.items);
  const error = useSelector(list, (s) => s.context.error);
  const actions = useSurveyActions(flows, () => list.send({ type: 'refresh' }));
  const retry = () => list.send({ type: 'retry' });

  return (
    <>
      {status === 'refreshFailed' && (
        <Flex direction="column" mb="3">
          <FailureCallout
            lines={[t('surveys.refreshFailed')]}
            action={
              <Button size="1" variant="soft" color="red" onClick={retry}>
                {t('surveys.refresh')}
              </Button>
            }
          />
        </Flex>
      )}
      <SurveyList
        status={status}
        surveys={surveys}
        error={error}
        onRetry={retry}
        onAction={actions.open}
        onlyMine={onlyMine}
        onShowAll={onShowAll}
        newSurvey={newSurvey}
      />
      <SurveyActionDialogs actor={actions.actor} />
    </>
  );
}
