import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { organizationStatus, withMove, type Move, type OrganizationMachine, type OrganizationSnapshot } from '../../../machines/organization.machine';
import type { PersonDetailsContext, PersonDetailsMachine } from '../../../machines/person-details.machine';
import type { OrgNode } from '../../../schemas/organization';
import { useToast } from '../../components/toast';
import { buildForest, fullName } from './org-forest';
import { namesFrom } from './org-names';
import { liveOrganization, livePersonDetails } from './organization-flows';

/** A machine and a starting state a story gives the screen instead of the live ones. */
export interface OrganizationFlows {
  machine?: OrganizationMachine;
  snapshot?: OrganizationSnapshot;
  /** Reads the selected person's details. */
  details?: PersonDetailsMachine;
}

const nameOf = (nodes: readonly OrgNode[], id: number | null) => {
  const node = id === null ? undefined : nodes.find((n) => n.id === id);
  return node ? fullName(node) : null;
};

/** "Cy Doe now reports to Dee Doe." once saved; "Cy Doe could not be moved under Dee Doe." when refused. */
function describeMove(t: TFunction<'organization'>, nodes: readonly OrgNode[], move: Move, outcome: 'saved' | 'refused'): string {
  const person = nameOf(nodes, move.id) ?? t('move.thisPerson');
  const manager = nameOf(nodes, move.parentId);
  if (outcome === 'refused') return manager ? t('move.refusedUnder', { person, manager }) : t('move.refusedTop', { person });
  return manager ? t('move.nowReports', { person, manager }) : t('move.nowTop', { person });
}

type Details = { person: PersonDetailsContext['person']; error: PersonDetailsContext['error'] };
const sameDetails = (a: Details, b: Details) => a.person === b.person && a.error === b.error;

/**
 * The organization machine and what the screen reads from it: its data status (pending, true, false), the
 * forest to draw (with the move being saved already in place; a refused move is simply
 * no longer applied, so the tree returns to the saved state) and a toast per saved move.
 */
export function useOrganization(flows: OrganizationFlows = {}) {
  const actor = useActorRef(flows.machine ?? liveOrganization, flows.snapshot ? { snapshot: flows.snapshot } : undefined);
  const status = useSelector(actor, (s) => organizationStatus(s.value));
  const saving = useSelector(actor, (s) => s.hasTag('saving'));
  const refused = useSelector(actor, (s) => s.matches({ ready: 'moveFailed' }));
  const nodes = useSelector(actor, (s) => s.context.nodes);
  const lists = useSelector(actor, (s) => s.context.lists);
  const error = useSelector(actor, (s) => s.context.error);
  const move = useSelector(actor, (s) => s.context.move);
  const detailsActor = useActorRef(flows.details ?? livePersonDetails);
  const details = useSelector(detailsActor, (s) => ({ person: s.context.person, error: s.context.error }), sameDetails);
  const toast = useToast();
  const { t } = useTranslation('organization');
  /** The move that takes the last one back: its toast offers no Undo of its own. */
  const undoing = useRef<Move | null>(null);

  const shown = useMemo(() => (saving && move ? withMove(nodes, move) : nodes), [saving, move, nodes]);
  const forest = useMemo(() => buildForest(shown), [shown]);
  const names = useMemo(() => namesFrom(lists), [lists]);

  useEffect(() => {
    const subscription = actor.on('moved', ({ move: done }) => {
      const description = describeMove(t, actor.getSnapshot().context.nodes, done, 'saved');
      const undone = undoing.current?.id === done.id && undoing.current.parentId === done.parentId;
      undoing.current = null;
      if (undone) {
        toast({ title: t('move.undone'), description });
        return;
      }
      toast({
        title: t('move.changed'),
        description,
        action: {
          label: t('move.undo'),
          onClick: () => {
            undoing.current = { id: done.id, parentId: done.previousParentId, previousParentId: done.parentId };
            actor.send({ type: 'move', id: done.id, parentId: done.previousParentId });
          },
        },
      });
    });
    return () => subscription.unsubscribe();
  }, [actor, toast, t]);

  const moveTo = useCallback((id: number, parentId: number | null) => actor.send({ type: 'move', id, parentId }), [actor]);
  const retry = useCallback(() => actor.send({ type: 'retry' }), [actor]);
  const clearErrors = useCallback(() => actor.send({ type: 'clearErrors' }), [actor]);
  const select = useCallback((id: number | null) => detailsActor.send({ type: 'select', id }), [detailsActor]);
  const retryDetails = useCallback(() => detailsActor.send({ type: 'retry' }), [detailsActor]);

  return {
    status,
    saving,
    nodes,
    forest,
    names,
    listsMissing: status === true && lists === null,
    refusal: refused && move && error ? { move, error, text: describeMove(t, nodes, move, 'refused') } : null,
    loadError: status === false ? error : null,
    details,
    select,
    retryDetails,
    moveTo,
    retry,
    clearErrors,
  };
}
