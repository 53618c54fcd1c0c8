import { Callout, Flex, Heading } from '@radix-ui/themes';
import { InfoCircledIcon } from '@radix-ui/react-icons';
import { Trans, useTranslation } from 'react-i18next';
import type { FeedbackReport } from '../../../../schemas/feedback';
import { groupLabel, scoreIn } from './report-format';
import type { ReportViewer } from './report-section';

/** What the scores mean, which rater groups show and how anonymity works (what it withheld says WithheldNote). */
export function ReportReadingNote({ report, viewer }: { report: FeedbackReport; viewer: ReportViewer }) {
  const { t } = useTranslation('feedback');
  const threshold = report.survey.anonymity_threshold;
  const shown = report.groups.map((g) => t('readingNote.group', { label: groupLabel(g.group), raters: g.raters })).join(', ');
  const noSelf = report.overall.length > 0 && !scoreIn(report.overall, 'self');
  return (
    <Callout.Root color="gray" variant="surface">
      <Callout.Icon>
        <InfoCircledIcon />
      </Callout.Icon>
      <Flex direction="column" gap="2" style={{ gridColumn: 2 }}>
        <Heading as="h2" size="3">
          {t('readingNote.title')}
        </Heading>
        <Callout.Text>
          <Trans t={t} i18nKey={viewer === 'ratee' ? 'readingNote.scoresYou' : 'readingNote.scoresRatee'} components={{ strong: <strong /> }} />
        </Callout.Text>
        <Callout.Text>{t('readingNote.anonymous', { count: threshold })}</Callout.Text>
        {shown && <Callout.Text>{t('readingNote.shown', { groups: shown })}</Callout.Text>}
        {noSelf && <Callout.Text>{t('readingNote.noSelf')}</Callout.Text>}
      </Flex>
    </Callout.Root>
  );
}
