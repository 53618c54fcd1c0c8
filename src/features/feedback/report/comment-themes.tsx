import { useEffect } from 'react';
import { Button, Flex, Text } from '@radix-ui/themes';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ReportActor } from '../../../../machines/report.machine';
import { ThemeList } from '../comment-themes/theme-list';
import { ReportSection } from './report-section';

/** HR's view of what the comments speak about: loaded through the report's machine once the report is there. */
export function CommentThemes({ actor }: { actor: ReportActor }) {
  const { t } = useTranslation('feedback');
  useEffect(() => actor.send({ type: 'loadInsights' }), [actor]);
  const insights = useSelector(actor, (s) => s.context.insights);
  const failed = useSelector(actor, (s) => s.matches({ ready: { insights: 'failed' } }));
  const refresh = () => actor.send({ type: 'loadInsights' });
  return (
    <ReportSection title={t('themes.title')} description={t('themes.reportDescription')}>
      {failed ? (
        <Flex direction="column" gap="2" align="start">
          <Text size="2" color="red">
            {t('themes.failed')}
          </Text>
          <Button size="1" variant="soft" onClick={refresh}>
            {t('retry')}
          </Button>
        </Flex>
      ) : insights ? (
        <ThemeList insights={insights} tooFew={t('themes.reportTooFew')} onRefresh={refresh} />
      ) : (
        <Text size="2" color="gray">
          {t('themes.loadingReport')}
        </Text>
      )}
    </ReportSection>
  );
}
