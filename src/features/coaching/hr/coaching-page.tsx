import { Box, Tabs } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '../../../components/page-header';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { CoachesTab } from './coaches-tab';
import { OutcomesTab, type OutcomesTabFlows } from './outcomes-tab';
import { RequestsTab, type RequestsTabFlows } from './requests-tab';
import type { CoachPoolFlows } from './use-coach-pool';
import { WebhooksTab, type WebhooksTabFlows } from './webhooks-tab';

export type CoachingTab = 'coaches' | 'requests' | 'providers' | 'outcomes';
const TABS: CoachingTab[] = ['coaches', 'requests', 'providers', 'outcomes'];

export interface CoachingPageProps {
  flows?: CoachPoolFlows & RequestsTabFlows & WebhooksTabFlows & OutcomesTabFlows;
}

/** /portrayal/admin/coaching: HR's coaching (issue 41); the tab is in the address (`?tab=`), so a link opens it. */
export function CoachingPage({ flows = {} }: CoachingPageProps) {
  const { t } = useTranslation('coaching');
  useDocumentTitle(t('hr.title'));
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') as CoachingTab | null;
  const tab = asked && TABS.includes(asked) ? asked : 'coaches';
  return (
    <>
      <PageHeader title={t('hr.title')} description={t('hr.description')} />
      <Tabs.Root value={tab} onValueChange={(next) => setParams(next === 'coaches' ? {} : { tab: next }, { replace: true })}>
        <Tabs.List>
          {TABS.map((value) => (
            <Tabs.Trigger key={value} value={value}>
              {t(`hr.tabs.${value}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Box pt="4">
          <Tabs.Content value="coaches">
            <CoachesTab flows={flows} />
          </Tabs.Content>
          <Tabs.Content value="requests">
            <RequestsTab flows={flows} />
          </Tabs.Content>
          <Tabs.Content value="providers">
            <WebhooksTab flows={flows} />
          </Tabs.Content>
          <Tabs.Content value="outcomes">
            <OutcomesTab flows={flows} />
          </Tabs.Content>
        </Box>
      </Tabs.Root>
    </>
  );
}
