import { useMemo } from 'react';
import { Flex } from '@radix-ui/themes';
import { useSelector } from '@xstate/react';
import { useParams } from 'react-router-dom';
import { AnswerActorContext, useAnswerActor, useAnswerSetup, viewOf, type AnswerFlows } from './answer-actor';
import { AnswerHeader } from './answer-header';
import { AnswerLoadFailed, AnswerLoading, AnswerSubmitted, SubmitFailure } from './answer-outcomes';
import { AnswerHomeContext, EMPLOYEE_HOME, type AnswerHome } from './answer-home';
import { AnswerProgress, SaveStatusLine } from './answer-status';
import { CommentCheckFailure, CommentWarnings } from './comment-warnings';
import { CompetencyStep } from './competency-step';
import { ContentLanguageSwitch } from './content-language-switch';
import { useContentLanguage } from './content-language';
import { ReviewAnswers } from './review-answers';
import { ReviewSummary } from './review-summary';
import './answer.css';

/** Progress and save status stay above every step and the review. */
function AnswerBar() {
  return (
    <Flex direction="column" gap="2" mb="4" className="answer-bar">
      <AnswerProgress />
      <SaveStatusLine />
    </Flex>
  );
}

function StepView() {
  // A new key per step: the step opens with focus on its heading.
  const step = useSelector(useAnswerActor(), (s) => s.context.step);
  return (
    <>
      <AnswerBar />
      <CompetencyStep key={step} />
    </>
  );
}

/** The wizard's current screen: loading, a step, the review, the outcome. */
export function AnswerBody() {
  const view = useSelector(useAnswerActor(), viewOf);
  switch (view) {
    case 'loading':
      return <AnswerLoading />;
    case 'loadFailed':
      return <AnswerLoadFailed />;
    case 'step':
      return <StepView />;
    case 'review':
    case 'checking':
    case 'checkFailed':
    case 'submitting':
    case 'submitFailed':
      return (
        <>
          <AnswerBar />
          <Flex direction="column" gap="3" className="answer-card">
            <CommentCheckFailure />
            <SubmitFailure />
            <ReviewAnswers />
          </Flex>
        </>
      );
    case 'warned':
      return (
        <>
          <AnswerBar />
          <CommentWarnings />
        </>
      );
    case 'submitted':
      return <AnswerSubmitted />;
    case 'readOnly':
      return (
        <div className="answer-card">
          <ReviewSummary editable={false} />
        </div>
      );
  }
}

type AnswerScreenProps = { assignment: number; flows?: AnswerFlows; home?: AnswerHome };

/** The step-by-step survey of one assignment, leading back to `home`. */
export function AnswerScreen(props: AnswerScreenProps) {
  // A new wizard when the rater switches the questions' language: the sheet is asked again, their answers kept.
  return <AnswerWizard key={useContentLanguage() ?? ''} {...props} />;
}

function AnswerWizard({ assignment, flows, home = EMPLOYEE_HOME }: AnswerScreenProps) {
  const actor = useAnswerSetup(assignment, flows);
  const withNext = useMemo(() => (flows?.next && home.next ? { ...home, next: { ...home.next, machine: flows.next } } : home), [flows?.next, home]);
  return (
    <AnswerHomeContext.Provider value={withNext}>
      <AnswerActorContext.Provider value={actor}>
        <AnswerHeader back={home.list} />
        <ContentLanguageSwitch />
        <AnswerBody />
      </AnswerActorContext.Provider>
    </AnswerHomeContext.Provider>
  );
}

/** /portrayal/user/survey-list/:assignment: the rater's step-by-step survey. */
export function AnswerPage({ flows }: { flows?: AnswerFlows }) {
  const assignment = Number(useParams().assignment);
  // A new key per assignment: "Rate <next person>" opens another sheet on the same route, with a wizard of its own.
  return <AnswerScreen key={assignment} assignment={assignment} flows={flows} />;
}
