import { useMemo, type ReactNode } from 'react';
import { Button, Callout, Flex } from '@radix-ui/themes';
import { CheckCircledIcon, InfoCircledIcon } from '@radix-ui/react-icons';
import { Trans, useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { TextLink } from '../../../components/text-link';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { liveDrafts } from './list-flows';
import { byDueDate } from './list-order';
import { SUBMITTED_LIST_PATH } from './answer-paths';
import { ListPending, useRaterList, type RaterListFlows } from './list-request';
import { ListSurveyCard } from './list-survey-card';

interface SurveyListPageProps {
  flows?: RaterListFlows;
  /** The survey to bring forward; by default the `?survey=` of the invitation mail's link. */
  highlightSurvey?: number;
}

/** `?survey=12` → 12; anything else asks for nothing. */
function surveyParam(value: string | null): number | undefined {
  const id = Number(value);
  return value && Number.isInteger(id) && id > 0 ? id : undefined;
}

function Empty() {
  const { t } = useTranslation('survey');
  return (
    <EmptyState
      icon={<CheckCircledIcon width="32" height="32" aria-hidden="true" />}
      title={t('answer.surveyList.emptyTitle')}
      headingLevel="h2"
      actions={
        <Button asChild variant="soft">
          <Link to={SUBMITTED_LIST_PATH}>{t('answer.submittedList.title')}</Link>
        </Button>
      }
    >
      {t('answer.surveyList.emptyText')}
    </EmptyState>
  );
}

// Trans gives the link its words from the catalogue.
const SubmittedLink = ({ children }: { children?: ReactNode }) => <TextLink to={SUBMITTED_LIST_PATH}>{children}</TextLink>;

// The survey may be in the other list, or not answerable at all: the rater should not hunt for it.
function NotWaiting() {
  const { t } = useTranslation('survey');
  return (
    <Callout.Root color="blue" role="status">
      <Callout.Icon>
        <InfoCircledIcon />
      </Callout.Icon>
      <Callout.Text>
        <Trans t={t} i18nKey="answer.surveyList.notWaiting" components={{ submittedLink: <SubmittedLink /> }} />
      </Callout.Text>
    </Callout.Root>
  );
}

/** /portrayal/user/survey-list: every open survey the signed-in person still has to answer, soonest due first. */
export function SurveyListPage({ flows = {}, highlightSurvey }: SurveyListPageProps) {
  const { t } = useTranslation('survey');
  useDocumentTitle(t('answer.surveyList.title'));
  const [params] = useSearchParams();
  const asked = highlightSurvey ?? surveyParam(params.get('survey'));
  const list = useRaterList(liveDrafts, flows);
  const entries = useMemo(() => byDueDate(list.output?.result ?? []), [list.output]);
  const header = <PageHeader title={t('answer.surveyList.title')} description={t('answer.surveyList.description')} />;

  if (!list.output)
    return (
      <>
        {header}
        <ListPending status={list.status} error={list.error} onRetry={list.retry} />
      </>
    );
  const missing = asked !== undefined && !entries.some((e) => e.survey.id === asked);
  return (
    <>
      {header}
      <Flex direction="column" gap="4">
        {missing && <NotWaiting />}
        {entries.length === 0 ? (
          <Empty />
        ) : (
          entries.map((entry) => <ListSurveyCard key={entry.survey.id} entry={entry} highlighted={entry.survey.id === asked} />)
        )}
      </Flex>
    </>
  );
}
