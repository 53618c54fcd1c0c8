import type { ReactNode } from 'react';
import { Button } from '@radix-ui/themes';
import { PlusIcon, StackIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import { EmptyState, NoMatches } from '../../components/empty-state';
import type { ListDescriptor } from './list-descriptor';

interface ListEmptyStateProps {
  list: ListDescriptor;
  /** The search that found nothing; empty when the list itself is empty. */
  search: string;
  onClearSearch(): void;
  /** Absent when the person may not add (a platform list for a company admin). */
  onAdd?(): void;
  /** More ways to fill the list (the starter library). */
  extra?: ReactNode;
}

/** Says what to do next, with the action to do it (STYLE: lists). */
export function ListEmptyState({ list, search, onClearSearch, onAdd, extra }: ListEmptyStateProps) {
  const { t } = useTranslation('master');
  const words = `lists.${list.key}` as const;
  if (search.trim()) return <NoMatches title={t(`${words}.noMatches`, { search: search.trim() })} onClearSearch={onClearSearch} />;
  return (
    <EmptyState
      icon={<StackIcon width="32" height="32" aria-hidden="true" />}
      title={t(`${words}.empty`)}
      actions={
        (onAdd || extra) && (
          <>
            {/* With a starter library on offer, that is the quicker start: it comes first. */}
            {extra}
            {onAdd && (
              <Button variant={extra ? 'soft' : 'solid'} onClick={onAdd}>
                <PlusIcon /> {t(`${words}.add`)}
              </Button>
            )}
          </>
        )
      }
    >
      {extra ? t('empty.starter') : onAdd ? t(`${words}.first`) : t('empty.platform')}
    </EmptyState>
  );
}
