import { useEffect } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ReportKey, ReportMachine, ReportSnapshot } from '../../../../machines/report.machine';
import { useToast } from '../../../components/toast';
import { FORMAT_LABELS } from './report-downloads';

export type ReportStatus = 'loading' | 'failed' | 'resultsPending' | 'ready';

/**
 * One report's actor: loads it as the page opens, and toasts each release and download
 * that went through (failures stay on the page). `snapshot` starts a story in any state.
 */
export function useReport(machine: ReportMachine, key: ReportKey, snapshot?: ReportSnapshot) {
  const actor = useActorRef(machine, { input: key, ...(snapshot && { snapshot }) });
  const toast = useToast();
  useEffect(() => {
    const released = actor.on('released', ({ released }) => {
      const name = actor.getSnapshot().context.report?.ratee.name ?? 'The ratee';
      toast(
        released
          ? { title: 'Report released', description: `${name} can now see this report under My feedback.` }
          : { title: 'Report withdrawn', description: `${name} no longer sees this report.` },
      );
    });
    const downloaded = actor.on('downloaded', ({ format }) =>
      toast({ title: `${FORMAT_LABELS[format]} downloaded`, description: 'Look in your downloads folder.' }),
    );
    return () => {
      released.unsubscribe();
      downloaded.unsubscribe();
    };
  }, [actor, toast]);
  const status = useSelector(
    actor,
    (s): ReportStatus => (s.matches('ready') ? 'ready' : s.matches('failed') ? 'failed' : s.matches('resultsPending') ? 'resultsPending' : 'loading'),
  );
  const report = useSelector(actor, (s) => s.context.report);
  const error = useSelector(actor, (s) => s.context.error);
  return { actor, status, report, error, retry: () => actor.send({ type: 'retry' }) };
}
