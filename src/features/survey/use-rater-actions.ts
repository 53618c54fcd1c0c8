import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useActorRef } from '@xstate/react';
import type { RaterActionKind, RaterActionsEmitted, RaterActionsMachine, RaterActionsSnapshot } from '../../../machines/rater-actions.machine';
import type { Assignment, Survey } from '../../../schemas/survey';
import { useToast, type ToastMessage } from '../../components/toast';
import { i18n } from '../../i18n';
import type { RaterActions } from './rater-actions-context';
import { liveRaterActions } from './survey-flows';

/** A machine with fake effects and a state to start from: stories use them instead of the live ones. */
export interface RaterActionsFlows {
  raters?: RaterActionsMachine;
  ratersSnapshot?: RaterActionsSnapshot;
}

const TITLES = {
  remind: 'survey:raterToasts.remind',
  invite: 'survey:raterToasts.invite',
  remove: 'survey:raterToasts.remove',
  replace: 'survey:raterToasts.replace',
} as const;

// The description is the server's sentence about what it did.
const raterDoneToast = ({ kind, detail }: RaterActionsEmitted): ToastMessage => ({ title: i18n.t(TITLES[kind]), description: detail });

/**
 * The per-rater actions of the survey page: `open` starts one for an assignment (the people
 * already rating its ratee are left out of a replacement); after each, a toast and `onDone`.
 */
export function useRaterActions(
  flows: RaterActionsFlows,
  survey: Pick<Survey, 'status' | 'is_draft'> | null,
  assignments: readonly Assignment[],
  onDone: () => void,
) {
  const actor = useActorRef(flows.raters ?? liveRaterActions, flows.ratersSnapshot ? { snapshot: flows.ratersSnapshot } : undefined);
  const toast = useToast();
  const latest = useRef({ onDone, assignments });
  latest.current = { onDone, assignments };

  useEffect(() => {
    const subscription = actor.on('done', (done) => {
      toast(raterDoneToast(done));
      latest.current.onDone();
    });
    return () => subscription.unsubscribe();
  }, [actor, toast]);

  const open = useCallback(
    (kind: RaterActionKind, a: Assignment) => {
      if (!survey) return;
      const excluded = [a.ratee.id, ...latest.current.assignments.filter((x) => x.ratee.id === a.ratee.id && x.rater).map((x) => x.rater!.id)];
      actor.send({ type: 'open', kind, target: a, survey, excluded });
    },
    [actor, survey],
  );

  const context: RaterActions | null = useMemo(() => (survey ? { survey, open } : null), [survey, open]);
  return { actor, context };
}
