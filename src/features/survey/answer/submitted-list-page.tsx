import { useMemo } from 'react';
import { Button, Flex } from '@radix-ui/themes';
import { ArchiveIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
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

function Empty() {
  const { t } = useTranslation('survey');
  return (
    <EmptyState
      icon={<ArchiveIcon width="32" height="32" aria-hidden="true" />}
      title={t('answer.submittedList.emptyTitle')}
      headingLevel="h2"
      actions={
        <Button asChild>
          <Link to={SURVEY_LIST_PATH}>{t('answer.surveyList.title')}</Link>
        </Button>
      }
    >
      {t('answer.submittedList.emptyText')}
    </EmptyState>
  );
}

/** /portrayal/user/submited-survey-list: what the signed-in person has answered, latest first, each open to read. */
export function SubmittedListPage({ flows = {} }: SubmittedListPageProps) {
  const { t } = useTranslation('survey');
  useDocumentTitle(t('answer.submittedList.title'));
  const list = useRaterList(liveCompleted, flows);
  const entries = useMemo(() => byLatestSubmission(list.output?.result ?? []), [list.output]);
  const header = <PageHeader title={t('answer.submittedList.title')} description={t('answer.submittedList.description')} />;

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
        <Empty />
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
