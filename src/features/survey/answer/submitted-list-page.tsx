import { useMemo } from 'react';
import { Button, Flex } from '@radix-ui/themes';
import { ArchiveIcon } from '@radix-ui/react-icons';
import { Link } from 'react-router-dom';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { liveCompleted } from './list-flows';
import { byLatestSubmission } from './list-order';
import { SURVEY_LIST_PATH } from './answer-paths';
import { ListPending, useRaterList, type RaterListFlows } from './list-request';
import { ListSubmittedCard } from './list-submitted-card';

interface SubmittedListPageProps {
  flows?: RaterListFlows;
}

const empty = (
  <EmptyState
    icon={<ArchiveIcon width="32" height="32" aria-hidden="true" />}
    title="No submitted surveys yet"
    headingLevel="h2"
    actions={
      <Button asChild>
        <Link to={SURVEY_LIST_PATH}>Survey list</Link>
      </Button>
    }
  >
    Once you submit a survey it shows here, and you can read your answers again. The surveys waiting for you are on the survey list.
  </EmptyState>
);

/** /portrayal/user/submited-survey-list: what the signed-in person has answered, latest first, each open to read. */
export function SubmittedListPage({ flows = {} }: SubmittedListPageProps) {
  useDocumentTitle('Submitted surveys');
  const list = useRaterList(liveCompleted, flows);
  const entries = useMemo(() => byLatestSubmission(list.output?.result ?? []), [list.output]);
  const header = <PageHeader title="Submitted surveys" description="The feedback you have given. Submitted answers are final; you can read them here." />;

  if (!list.output)
    return (
      <>
        {header}
        <ListPending status={list.status} error={list.error} onRetry={list.retry} />
      </>
    );
  return (
    <>
      {header}
      {entries.length === 0 ? (
        empty
      ) : (
        <Flex direction="column" gap="4">
          {entries.map((entry) => (
            <ListSubmittedCard key={entry.survey.id} entry={entry} />
          ))}
        </Flex>
      )}
    </>
  );
}
