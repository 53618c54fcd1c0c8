import { useEffect } from 'react';
import { Button, Flex, Text } from '@radix-ui/themes';
import { useSelector } from '@xstate/react';
import type { ReportActor } from '../../../../machines/report.machine';
import { ThemeList } from '../comment-themes/theme-list';
import { ReportSection } from './report-section';

/** HR's view of what the comments speak about: loaded through the report's machine once the report is there. */
export function CommentThemes({ actor }: { actor: ReportActor }) {
  useEffect(() => actor.send({ type: 'loadInsights' }), [actor]);
  const insights = useSelector(actor, (s) => s.context.insights);
  const failed = useSelector(actor, (s) => s.matches({ ready: { insights: 'failed' } }));
  const refresh = () => actor.send({ type: 'loadInsights' });
  return (
    <ReportSection
      title="Comment themes"
      description="The comments above grouped by the competency or the phrase they speak about, with their tone. Computed on this server; no comment leaves it. Read the tone as a hint to open the comments."
    >
      {failed ? (
        <Flex direction="column" gap="2" align="start">
          <Text size="2" color="red">
            The comment themes could not be loaded.
          </Text>
          <Button size="1" variant="soft" onClick={refresh}>
            Retry
          </Button>
        </Flex>
      ) : insights ? (
        <ThemeList insights={insights} tooFew="Too few comments are shown to group them into themes without pointing to their authors." onRefresh={refresh} />
      ) : (
        <Text size="2" color="gray">
          Loading the comment themes…
        </Text>
      )}
    </ReportSection>
  );
}
