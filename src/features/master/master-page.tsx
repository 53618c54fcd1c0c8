import { Box, Grid } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router-dom';
import { PageHeader } from '../../components/page-header';
import { useCurrentUser } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { MasterIndex } from './master-index';
import { mayEdit, visibleLists } from './master-lists';
import { ResourceListScreen, type ResourceListScreenProps } from './resource-list-screen';

type MasterPageProps = Partial<Pick<ResourceListScreenProps, 'flows' | 'initialDialog' | 'initialSearch'>>;

/** /portrayal/admin/master/:list: the index of every master list and the chosen one. */
export function MasterPage(props: MasterPageProps) {
  const { t } = useTranslation('master');
  const user = useCurrentUser();
  const { list: key } = useParams();
  const lists = user ? visibleLists(user) : [];
  const list = lists.find((l) => l.key === key);
  useDocumentTitle(list ? t('documentTitle', { list: t(`lists.${list.key}.title`) }) : t('title'));
  if (!user) return null;
  if (!list) return <Navigate to={`/portrayal/admin/master/${lists[0]!.key}`} replace />;
  return (
    <>
      <PageHeader title={t('title')} description={t('description')} />
      <Grid columns={{ initial: '1', md: '200px 1fr' }} gap={{ initial: '0', md: '6' }} align="start">
        <MasterIndex lists={lists} current={list} />
        <Box minWidth="0">
          {/* A new list is a new screen: its own machine, search and sort. */}
          <ResourceListScreen key={list.key} list={list} editable={mayEdit(user, list)} {...props} />
        </Box>
      </Grid>
    </>
  );
}
