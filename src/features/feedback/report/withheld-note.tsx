import { Callout } from '@radix-ui/themes';
import { EyeNoneIcon } from '@radix-ui/react-icons';
import type { FeedbackReport } from '../../../../schemas/feedback';
import { useTranslation } from 'react-i18next';
import { relationshipCount } from './report-format';
import type { ReportViewer } from './report-section';

/**
 * Some submitted answers count in no figure: their group stayed below the anonymity
 * threshold. The ratee learns only that (their `hidden` is empty); HR also sees how many.
 */
export function WithheldNote({ report, viewer }: { report: FeedbackReport; viewer: ReportViewer }) {
  const { t } = useTranslation('feedback');
  if (!report.withheld) return null;
  const counts = viewer === 'admin' ? report.hidden.filter((h) => h.raters > 0) : [];
  return (
    <Callout.Root color="gray" variant="soft" size="1">
      <Callout.Icon>
        <EyeNoneIcon />
      </Callout.Icon>
      <Callout.Text>
        {t('withheldNote.some', { threshold: report.survey.anonymity_threshold })}
        {counts.length > 0 && <> {t('withheldNote.notShown', { counts: counts.map((h) => relationshipCount(h.relationship, h.raters)).join(', ') })}</>}
      </Callout.Text>
    </Callout.Root>
  );
}
