import { useEffect, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import type { SnapshotFrom } from 'xstate';
import type { resourceMachine, ResourceRow, ResourceSnapshot, ResourceStatus, ResourceWrite } from '../../../machines/resource.machine';
import { useToast } from '../../components/toast';
import { useRequest } from '../../lib/use-request';
import type { ListDescriptor } from './list-descriptor';
import { liveRelated, liveResource, type relatedMachine } from './resource-flows';

/** Machines and starting states a story gives the screen instead of the live ones. */
export interface ResourceFlows {
  resource?: typeof resourceMachine;
  resourceSnapshot?: ResourceSnapshot;
  related?: typeof relatedMachine;
  relatedSnapshot?: SnapshotFrom<typeof relatedMachine>;
}

export type ListDialog =
  | { kind: 'create' }
  | { kind: 'edit'; item: ResourceRow }
  | { kind: 'delete'; item: ResourceRow }
  | { kind: 'import' }
  | { kind: 'translations' }
  | null;

const doneKey = (write: ResourceWrite) =>
  write.kind === 'archive' ? (write.archived ? 'archived' : 'restored') : ({ create: 'added', update: 'saved', delete: 'deleted' } as const)[write.kind];

/** The list's machine, the lists it relates to, the open dialog, and a toast after each change. */
export function useListScreen(list: ListDescriptor, flows: ResourceFlows, initialDialog: ListDialog = null) {
  const actor = useActorRef(flows.resource ?? liveResource(list), flows.resourceSnapshot ? { snapshot: flows.resourceSnapshot } : undefined);
  const status = useSelector(actor, (s) => s.value as ResourceStatus);
  const items = useSelector(actor, (s) => s.context.items);
  const error = useSelector(actor, (s) => s.context.error);
  const write = useSelector(actor, (s) => s.context.write);
  const busy = useSelector(actor, (s) => s.hasTag('writing'));
  const related = useRequest(flows.related ?? liveRelated, flows.relatedSnapshot);
  const [dialog, setDialog] = useState<ListDialog>(initialDialog);
  // Each read of the item (open, reload after a stale save) starts its dialog afresh from that version.
  const [opened, setOpened] = useState(0);
  const stale = useSelector(actor, (s) => s.matches('stale'));
  const reloading = useSelector(actor, (s) => s.hasTag('reloading'));
  const opening = useSelector(actor, (s) => s.hasTag('opening'));
  const toast = useToast();
  const { t } = useTranslation('master');

  const { status: relatedStatus, submit: askRelated } = related;
  useEffect(() => {
    if (relatedStatus === 'idle' && list.related.length > 0) askRelated(list.related);
  }, [relatedStatus, askRelated, list.related]);

  useEffect(() => {
    const subscription = actor.on('written', ({ write: done, item }) => {
      // A delete answers nothing: the row is still in the list until the refetch.
      const row = item ?? (done.kind === 'create' ? null : actor.getSnapshot().context.items.find((i) => i.id === done.id));
      const name = row ? list.label(row) : null;
      const archived = done.kind === 'archive' && done.archived;
      const description = name === null ? undefined : archived ? t('toast.noLongerOffered', { name }) : t('toast.named', { name });
      toast({ title: t(`lists.${list.key}.${doneKey(done)}`), description });
      setDialog(null);
      // Counts and choices of the related lists may have changed too (a deleted competency's statements).
      if (list.related.length > 0) askRelated(list.related);
    });
    return () => subscription.unsubscribe();
  }, [actor, list, toast, askRelated, t]);

  useEffect(() => {
    const subscription = actor.on('opened', ({ purpose, item }) => {
      setDialog({ kind: purpose, item });
      setOpened((n) => n + 1);
    });
    return () => subscription.unsubscribe();
  }, [actor]);

  /** Edit or delete: the item is read first, and its dialog opens with that version. */
  const open = (kind: 'edit' | 'delete', item: ResourceRow) => actor.send({ type: 'open', id: item.id, purpose: kind });

  /** After the library changed as a whole (starter set, import): everything again. */
  const refreshAll = () => {
    actor.send({ type: 'refresh' });
    if (list.related.length > 0) related.submit(list.related);
  };
  const close = () => {
    setDialog(null);
    actor.send({ type: 'clearErrors' });
  };

  return { actor, status, items, error, write, busy, related, dialog, setDialog, open, opened, opening, stale, reloading, close, refreshAll };
}
