import { Button, Flex } from '@radix-ui/themes';
import { DownloadIcon } from '@radix-ui/react-icons';
import { useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { ReportActor } from '../../../../machines/report.machine';
import type { ExportFormat } from '../../../../schemas/feedback';
import { failureSummary } from '../../../lib/error-messages';
import { FailureCallout } from '../../../components/failure-callout';
import { i18n } from '../../../i18n';

/** "PDF", "CSV", "Excel". */
export const formatLabel = (format: ExportFormat) => i18n.t(`feedback:formats.${format}`);

/** One button per file; the one downloading spins, the others wait until it is done. */
export function ReportDownloads({ actor, formats }: { actor: ReportActor; formats: readonly ExportFormat[] }) {
  const { t } = useTranslation('feedback');
  const downloading = useSelector(actor, (s) => s.hasTag('downloading'));
  const current = useSelector(actor, (s) => s.context.format);
  return (
    <Flex gap="2" wrap="wrap" role="group" aria-label={t('downloads.label')}>
      {formats.map((format) => (
        <Button
          key={format}
          variant="soft"
          loading={downloading && current === format}
          disabled={downloading}
          onClick={() => actor.send({ type: 'download', format })}
        >
          <DownloadIcon /> {formatLabel(format)}
        </Button>
      ))}
    </Flex>
  );
}

/** A failed download stays until dismissed or tried again. */
export function DownloadFailure({ actor }: { actor: ReportActor }) {
  const { t } = useTranslation('feedback');
  const error = useSelector(actor, (s) => s.context.downloadError);
  const format = useSelector(actor, (s) => s.context.format);
  if (!error || !format) return null;
  return (
    <FailureCallout
      lines={[t('downloads.failed', { format: formatLabel(format) }), ...failureSummary(error)]}
      onDismiss={() => actor.send({ type: 'clearErrors' })}
      action={
        <Button size="1" variant="soft" color="red" onClick={() => actor.send({ type: 'download', format })}>
          {t('tryAgain')}
        </Button>
      }
    />
  );
}
