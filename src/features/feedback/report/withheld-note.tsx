import { Callout } from '@radix-ui/themes';
import { EyeNoneIcon } from '@radix-ui/react-icons';
import type { FeedbackReport } from '../../../../schemas/feedback';
import { RELATIONSHIP_LABELS } from './report-format';
import type { ReportViewer } from './report-section';
import { plural } from '../../../lib/english-format';

/**
 * Some submitted answers count in no figure: their group stayed below the anonymity
 * threshold. The ratee learns only that (their `hidden` is empty); HR also sees how many.
 */
export function WithheldNote({ report, viewer }: { report: FeedbackReport; viewer: ReportViewer }) {
  if (!report.withheld) return null;
  const counts = viewer === 'admin' ? report.hidden.filter((h) => h.raters > 0) : [];
  return (
    <Callout.Root color="gray" variant="soft" size="1">
      <Callout.Icon>
        <EyeNoneIcon />
      </Callout.Icon>
      <Callout.Text>
        Some answers are not shown because a group had fewer than {report.survey.anonymity_threshold} raters.
        {counts.length > 0 && <> Not shown: {counts.map((h) => plural(h.raters, RELATIONSHIP_LABELS[h.relationship])).join(', ')}.</>}
      </Callout.Text>
    </Callout.Root>
  );
}
