import { useEffect } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ReportKey, ReportMachine, ReportSnapshot } from '../../../../machines/report.machine';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../../components/toast';
import { formatLabel } from './report-downloads';

export type ReportStatus = 'loading' | 'failed' | 'resultsPending' | 'ready';

/**
 * One report's actor: loads it as the page opens, and toasts each release and download
 * that went through (failures stay on the page). `snapshot` starts a story in any state.
 */
export function useReport(machine: ReportMachine, key: ReportKey, snapshot?: ReportSnapshot) {
  const actor = useActorRef(machine, { input: key, ...(snapshot && { snapshot }) });
  const toast = useToast();
  const { t } = useTranslation('feedback');
  useEffect(() => {
    const released = actor.on('released', ({ released }) => {
      const name = actor.getSnapshot().context.report?.ratee.name;
      toast(
        released
          ? { title: t('reportToasts.released'), description: name ? t('reportToasts.releasedText', { name }) : t('reportToasts.releasedTextNoName') }
          : { title: t('reportToasts.withdrawn'), description: name ? t('reportToasts.withdrawnText', { name }) : t('reportToasts.withdrawnTextNoName') },
      );
    });
    const downloaded = actor.on('downloaded', ({ format }) =>
      toast({ title: t('reportToasts.downloaded', { format: formatLabel(format) }), description: t('reportToasts.downloadedText') }),
    );
    return () => {
      released.unsubscribe();
      downloaded.unsubscribe();
    };
  }, [actor, toast, t]);
  const status = useSelector(
    actor,
    (s): ReportStatus => (s.matches('ready') ? 'ready' : s.matches('failed') ? 'failed' : s.matches('resultsPending') ? 'resultsPending' : 'loading'),
  );
  const report = useSelector(actor, (s) => s.context.report);
  const error = useSelector(actor, (s) => s.context.error);
  return { actor, status, report, error, retry: () => actor.send({ type: 'retry' }) };
}
