import { useDeferredValue, useMemo, useState } from 'react';
import { Button, Flex } from '@radix-ui/themes';
import { MagicWandIcon, PlusIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import type { ResourceRow, ResourceWrite } from '../../../machines/resource.machine';
import { FailureCallout } from '../../components/failure-callout';
import { StaleEditCallout } from '../../components/stale-edit-callout';
import { DataTable, TableToolbar, type TableColumn } from '../../components/data-table';
import { failureSummary } from '../../lib/error-messages';
import { DeleteDialog } from './delete-dialog';
import { ImportDialog } from './import-dialog';
import { ItemFormDialog } from './item-form-dialog';
import { LibraryMenu } from './library-menu';
import type { Column, ListDescriptor, Related } from './list-descriptor';
import { ListEmptyState } from './list-empty-state';
import { ListHeader } from './list-header';
import { filterRows, sortRows, tableRows, type Sort } from './table-rows';
import { TranslationsDialog } from './translations-dialog';
import { TranslationsMenu } from './translations-menu';
import { useLibrary, type LibraryFlows } from './use-library';
import { useTranslationsSheet, type TranslationFlows } from './use-translations-sheet';
import { useListScreen, type ListDialog, type ResourceFlows } from './use-list-screen';
import './master.css';
import { LoadingCard } from '../../components/loading-card';

export interface ResourceListScreenProps {
  list: ListDescriptor;
  /** False: read-only (a platform list for a company admin). */
  editable: boolean;
  flows?: ResourceFlows & { library?: LibraryFlows; translations?: TranslationFlows };
  /** Stories open a dialog or start with a search. */
  initialDialog?: ListDialog;
  initialSearch?: string;
}

const NOTHING: Related = {};
const isArchived = (row: ResourceRow) => Boolean(row.archived_at);

type NamedColumn = Omit<Column, 'title'> & Pick<TableColumn<ResourceRow>, 'title' | 'render'>;

/** The first column tells an archived item by a tag after its name. */
function withArchivedTag(columns: readonly NamedColumn[], archived: string): NamedColumn[] {
  return columns.map((column, i) =>
    i > 0
      ? column
      : {
          ...column,
          render: (row: ResourceRow, text: string) => (
            <div className="rt-cell-tagged">
              <div className="rt-cell-text" title={text}>
                {text}
              </div>
              {isArchived(row) && <span className="rt-tag">{archived}</span>}
            </div>
          ),
        },
  );
}

/** The one list screen: every master list is this, configured by its descriptor. */
export function ResourceListScreen({ list, editable, flows = {}, initialDialog = null, initialSearch = '' }: ResourceListScreenProps) {
  const { t, i18n } = useTranslation('master');
  const words = `lists.${list.key}` as const;
  const s = useListScreen(list, flows, initialDialog);
  const library = useLibrary(flows.library ?? {}, s.refreshAll, () => s.setDialog(null));
  const translations = useTranslationsSheet(flows.translations ?? {}, () => {
    s.setDialog(null);
    s.refreshAll();
  });
  const [search, setSearch] = useState(initialSearch);
  const query = useDeferredValue(search);
  const [sort, setSort] = useState<Sort>({ key: list.defaultSort, direction: 'asc' });
  const related = s.related.output ?? NOTHING;
  // A column may word its cells (a level, "Any level"): the rows are worded again when the language changes.
  const language = i18n.language;
  const rows = useMemo(() => sortRows(tableRows(s.items, list.columns, related, language), list.columns, sort), [s.items, list, related, sort, language]);
  const shown = useMemo(() => filterRows(rows, query), [rows, query]);
  const competencyArea = list.section === 'competencies';
  const add = editable ? () => s.setDialog({ kind: 'create' }) : undefined;
  const starterButton = competencyArea && editable && (
    <Button loading={library.starter.busy} onClick={() => library.starter.submit(undefined)}>
      <MagicWandIcon /> {t('library.loadStarter')}
    </Button>
  );
  const failedWrite = (kinds: readonly ResourceWrite['kind'][]) => (s.status === 'failed' && s.write && kinds.includes(s.write.kind) ? s.error : null);
  const edit = (item: ResourceRow) => s.open('edit', item);
  const remove = (item: ResourceRow) => s.open('delete', item);
  const stale =
    s.stale || s.reloading ? (
      <StaleEditCallout
        error={s.error}
        busy={s.reloading}
        onReload={() => s.actor.send({ type: 'reload' })}
        onDismiss={s.reloading ? undefined : () => s.actor.send({ type: 'clearErrors' })}
      />
    ) : undefined;
  const archivable = editable && list.scope === 'company';
  const restore = (item: ResourceRow) => s.actor.send({ type: 'archive', id: item.id, archived: false });
  const columns = useMemo(() => {
    const named = list.columns.map((column) => ({ ...column, title: t(`columns.${column.title}`) }));
    return archivable ? withArchivedTag(named, t('screen.archived')) : named;
  }, [archivable, list.columns, t]);
  const restoreFailed = !s.dialog && s.status === 'failed' && s.write?.kind === 'archive' ? s.error : null;

  return (
    <>
      <ListHeader
        list={list}
        editable={editable}
        actions={
          <>
            {competencyArea && (
              <LibraryMenu
                busy={library.busy}
                onExport={library.exported.submit}
                onStarter={editable ? () => library.starter.submit(undefined) : undefined}
                onImport={
                  editable
                    ? () => {
                        library.imported.reset();
                        s.setDialog({ kind: 'import' });
                      }
                    : undefined
                }
              />
            )}
            {list.translated && (
              <TranslationsMenu
                busy={translations.exported.busy}
                onDownload={() => translations.exported.submit(undefined)}
                onUpload={
                  editable
                    ? () => {
                        translations.imported.reset();
                        s.setDialog({ kind: 'translations' });
                      }
                    : undefined
                }
              />
            )}
            {add && (
              <Button onClick={add}>
                <PlusIcon /> {t(`${words}.add`)}
              </Button>
            )}
          </>
        }
      />

      <Flex
        direction="column"
        gap="3"
        mb={library.failure || translations.failure || restoreFailed || s.status === 'refreshFailed' || s.related.status === 'failure' ? '3' : '0'}
      >
        {restoreFailed && (
          <FailureCallout lines={[t(`${words}.restoreFailed`), ...failureSummary(restoreFailed)]} onDismiss={() => s.actor.send({ type: 'clearErrors' })} />
        )}
        {library.failure?.error && <FailureCallout lines={failureSummary(library.failure.error)} onDismiss={library.failure.reset} />}
        {translations.failure?.error && (
          <FailureCallout lines={[t('translations.downloadFailed'), ...failureSummary(translations.failure.error)]} onDismiss={translations.failure.reset} />
        )}
        {s.related.status === 'failure' && (
          <FailureCallout
            lines={[t('screen.relatedFailed')]}
            action={
              <Button size="1" variant="soft" color="red" onClick={s.related.retry}>
                {t('screen.tryAgain')}
              </Button>
            }
          />
        )}
        {s.status === 'refreshFailed' && (
          <FailureCallout
            lines={[t('screen.refreshFailed')]}
            action={
              <Button size="1" variant="soft" color="red" onClick={() => s.actor.send({ type: 'retry' })}>
                {t('screen.refresh')}
              </Button>
            }
          />
        )}
      </Flex>

      {s.status === 'loading' ? (
        <LoadingCard text={t(`${words}.loading`)} />
      ) : s.status === 'loadFailed' ? (
        <FailureCallout
          lines={[t(`${words}.loadFailed`), ...(s.error ? failureSummary(s.error) : [])]}
          action={
            <Button size="1" onClick={() => s.actor.send({ type: 'retry' })}>
              {t('screen.retry')}
            </Button>
          }
        />
      ) : s.items.length === 0 ? (
        <ListEmptyState list={list} search="" onClearSearch={() => setSearch('')} onAdd={add} extra={starterButton} />
      ) : (
        <>
          <TableToolbar
            search={search}
            onSearch={setSearch}
            one={t(`${words}.one`)}
            many={t(`${words}.many`)}
            shown={shown.length}
            total={rows.length}
            refreshing={s.status === 'refetching' || s.opening}
          />
          {shown.length === 0 ? (
            <ListEmptyState list={list} search={search} onClearSearch={() => setSearch('')} />
          ) : (
            <DataTable
              columns={columns}
              rows={shown}
              sort={sort}
              onSort={setSort}
              label={list.label}
              onEdit={editable ? edit : undefined}
              onDelete={editable ? remove : undefined}
              archived={isArchived}
              onRestore={archivable ? restore : undefined}
            />
          )}
        </>
      )}

      {(s.dialog?.kind === 'create' || s.dialog?.kind === 'edit') && (
        <ItemFormDialog
          key={s.opened}
          list={list}
          stale={stale}
          item={s.dialog.kind === 'edit' ? s.dialog.item : null}
          items={s.items}
          related={related}
          busy={s.busy}
          error={failedWrite(['create', 'update'])}
          onSubmit={(values) => s.actor.send(s.dialog?.kind === 'edit' ? { type: 'update', id: s.dialog.item.id, values } : { type: 'create', values })}
          onDismissErrors={() => s.actor.send({ type: 'clearErrors' })}
          onClose={s.close}
        />
      )}
      {s.dialog?.kind === 'delete' && (
        <DeleteDialog
          key={s.opened}
          list={list}
          stale={stale}
          item={s.dialog.item}
          related={related}
          busy={s.busy}
          error={failedWrite(['delete', 'archive'])}
          onConfirm={() => s.dialog?.kind === 'delete' && s.actor.send({ type: 'delete', id: s.dialog.item.id })}
          onArchive={archivable ? () => s.dialog?.kind === 'delete' && s.actor.send({ type: 'archive', id: s.dialog.item.id, archived: true }) : undefined}
          onClose={s.close}
        />
      )}
      {s.dialog?.kind === 'import' && (
        <ImportDialog
          busy={library.imported.busy}
          error={library.imported.error}
          onUpload={library.imported.submit}
          onDismissErrors={library.imported.clearErrors}
          onClose={() => {
            library.imported.reset();
            s.close();
          }}
        />
      )}
      {s.dialog?.kind === 'translations' && (
        <TranslationsDialog
          busy={translations.imported.busy}
          error={translations.imported.error}
          onUpload={translations.imported.submit}
          onDismissErrors={translations.imported.clearErrors}
          onClose={() => {
            translations.imported.reset();
            s.close();
          }}
        />
      )}
    </>
  );
}
