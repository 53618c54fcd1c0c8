import { Button, Callout } from '@radix-ui/themes';
import { InfoCircledIcon } from '@radix-ui/react-icons';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { AnswerActorContext, useAnswerActor, useAnswerSetup, viewOf, type AnswerFlows } from './answer-actor';
import { AnswerHeader } from './answer-header';
import { AnswerLoadFailed, AnswerLoading } from './answer-outcomes';
import { answerPath, SUBMITTED_LIST_PATH } from './answer-paths';
import { ReviewSummary } from './review-summary';
import './answer.css';

function ReviewBody() {
  const { t } = useTranslation('survey');
  const actor = useAnswerActor();
  const view = useSelector(actor, viewOf);
  const assignment = useSelector(actor, (s) => s.context.assignment);
  if (view === 'loading') return <AnswerLoading />;
  if (view === 'loadFailed') return <AnswerLoadFailed />;
  if (view === 'readOnly')
    return (
      <div className="answer-card">
        <ReviewSummary editable={false} />
      </div>
    );
  return (
    <Callout.Root color="amber" className="answer-card">
      <Callout.Icon>
        <InfoCircledIcon />
      </Callout.Icon>
      <Callout.Text>{t('answer.review.notSubmitted')}</Callout.Text>
      <Button size="1" asChild>
        <Link to={answerPath(assignment)}>{t('answer.review.continue')}</Link>
      </Button>
    </Callout.Root>
  );
}

/** /portrayal/user/submited-survey-list/:assignment: what was answered, read-only. */
export function ReviewPage({ flows }: { flows?: AnswerFlows }) {
  const { t } = useTranslation('survey');
  const actor = useAnswerSetup(Number(useParams().assignment), flows);
  return (
    <AnswerActorContext.Provider value={actor}>
      <AnswerHeader back={{ to: SUBMITTED_LIST_PATH, label: t('answer.submittedList.title') }} />
      <ReviewBody />
    </AnswerActorContext.Provider>
  );
}
