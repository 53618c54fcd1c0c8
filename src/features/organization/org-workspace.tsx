import { useCallback, useEffect, useRef, useState } from 'react';
import { Box, Callout, Card, Flex, Grid } from '@radix-ui/themes';
import { InfoCircledIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import { FailureCallout } from '../../components/failure-callout';
import { failureSummary } from '../../lib/error-messages';
import { ChangeManagerDialog } from './change-manager-dialog';
import { ConfirmMoveDialog } from './confirm-move-dialog';
import { OrgToolbar } from './org-toolbar';
import { OrgTree, type OrgTreeHandle } from './org-tree';
import { PersonDetails } from './person-details';
import type { useOrganization } from './use-organization';
import { useTreeView } from './use-tree-view';

type Organization = ReturnType<typeof useOrganization>;

function Note({ children }: { children: string }) {
  return (
    <Callout.Root color="gray" size="1" variant="surface">
      <Callout.Icon>
        <InfoCircledIcon />
      </Callout.Icon>
      <Callout.Text>{children}</Callout.Text>
    </Callout.Root>
  );
}

export interface OrgWorkspaceProps {
  org: Organization;
  initialSearch?: string;
  /** The person selected when the screen opens (stories). */
  initialSelection?: string | null;
}

/** The loaded organization: notes and failures, the toolbar, the tree and the selected person's details. */
export function OrgWorkspace({ org, initialSearch = '', initialSelection = null }: OrgWorkspaceProps) {
  const { t } = useTranslation('organization');
  const [selectedId, setSelectedId] = useState<string | null>(initialSelection);
  const [changing, setChanging] = useState(false);
  const [dropped, setDropped] = useState<{ id: number; parentId: number } | null>(null);
  const tree = useTreeView(org.forest, org.names, selectedId, initialSearch);
  const handle = useRef<OrgTreeHandle>(null);
  const { searching, leaveSearch } = tree;
  const show = useCallback(
    (id: string) => {
      setSelectedId(id);
      // The manager may not be among the matches: back to the whole tree, opened down to them.
      if (searching) leaveSearch(id);
      else handle.current?.reveal(id);
    },
    [searching, leaveSearch],
  );
  const setAllOpen = (open: boolean) => {
    handle.current?.forgetOpenState(open);
    tree.setAllOpen(open);
  };
  const onDropOnto = useCallback((id: number, parentId: number) => setDropped({ id, parentId }), []);
  // The person moved is the one to look at: once drawn at their new place, the tree opens down to them.
  const revealing = useRef<string | null>(null);
  const move = (id: number, parentId: number | null) => {
    revealing.current = String(id);
    setSelectedId(String(id));
    org.moveTo(id, parentId);
  };
  useEffect(() => {
    if (revealing.current) handle.current?.reveal(revealing.current);
    revealing.current = null;
  }, [org.forest]);
  const droppedPerson = dropped ? org.forest.get(String(dropped.id)) : undefined;
  const droppedOnto = dropped ? org.forest.get(String(dropped.parentId)) : undefined;
  const person = selectedId === null ? null : (org.forest.get(selectedId) ?? null);
  // The tree holds only what it draws: the rest of the person is read once they are selected.
  const { select } = org;
  const personId = person ? person.node.id : null;
  useEffect(() => {
    select(personId);
  }, [select, personId]);
  const notes = [org.listsMissing && t('workspace.listsMissing'), org.forest.detached > 0 && t('workspace.detached', { count: org.forest.detached })].filter(
    (n): n is string => Boolean(n),
  );
  // The server names the manager `parent_id`; people call it the manager.
  const fieldTitles = { parent_id: t('workspace.fieldManager'), id: t('workspace.fieldEmployee') };

  return (
    <>
      {(org.refusal || notes.length > 0) && (
        <Flex direction="column" gap="3" mb="3">
          {org.refusal && <FailureCallout lines={[org.refusal.text, ...failureSummary(org.refusal.error, [], fieldTitles)]} onDismiss={org.clearErrors} />}
          {notes.map((note) => (
            <Note key={note}>{note}</Note>
          ))}
        </Flex>
      )}
      <OrgToolbar
        search={tree.search}
        onSearch={tree.setSearch}
        result={tree.view.search}
        total={org.nodes.length}
        saving={org.saving}
        onExpandAll={() => setAllOpen(true)}
        onCollapseAll={() => setAllOpen(false)}
      />
      <Grid columns={{ initial: '1', md: 'minmax(0, 1fr) 320px' }} gap="4" align="start">
        <Card size="1" className="org-tree-card">
          <OrgTree
            forest={org.forest}
            names={org.names}
            view={tree.view}
            movable={!searching && !org.saving}
            onSelect={setSelectedId}
            onDropOnto={onDropOnto}
            onOpenChange={tree.onOpenChange}
            handle={handle}
          />
        </Card>
        <Box minWidth="0">
          <PersonDetails
            person={person}
            details={org.details}
            onRetryDetails={org.retryDetails}
            names={org.names}
            onShow={show}
            onChangeManager={org.saving ? undefined : () => setChanging(true)}
          />
        </Box>
      </Grid>
      {changing && person && (
        <ChangeManagerDialog
          person={person}
          forest={org.forest}
          names={org.names}
          onPick={(parentId) => org.moveTo(person.node.id, parentId)}
          onClose={() => setChanging(false)}
        />
      )}
      {dropped && droppedPerson && droppedOnto && (
        <ConfirmMoveDialog person={droppedPerson} manager={droppedOnto} onConfirm={() => move(dropped.id, dropped.parentId)} onClose={() => setDropped(null)} />
      )}
    </>
  );
}
