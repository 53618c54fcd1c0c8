import type { ReactNode } from 'react';
import { Flex, Spinner, Text, TextField } from '@radix-ui/themes';
import { MagnifyingGlassIcon } from '@radix-ui/react-icons';
import { count } from '../../i18n/format';
import { useTranslation } from 'react-i18next';

interface TableToolbarProps {
  search: string;
  onSearch(search: string): void;
  /** What one row is and what many are called, in the reader's language: "designation", "designations". */
  one: string;
  many: string;
  shown: number;
  total: number;
  /** The list is being fetched again after a change. */
  refreshing: boolean;
  /** More controls beside the search (a sort menu on a phone…). */
  children?: ReactNode;
}

/** The search above a table and how many rows it shows. */
export function TableToolbar({ search, onSearch, one, many, shown, total, refreshing, children }: TableToolbarProps) {
  const { t } = useTranslation();
  const noun = total === 1 ? one : many;
  return (
    <Flex gap="3" align="center" justify="between" wrap="wrap" mb="3">
      <Flex gap="3" align="center" wrap="wrap" style={{ flex: '1 1 280px' }}>
        <TextField.Root
          type="search"
          placeholder={t('table.searchPlaceholder', { what: many })}
          aria-label={t('table.search', { what: many })}
          value={search}
          onChange={(e) => onSearch(e.target.value)}
          style={{ width: 'min(340px, 100%)' }}
        >
          <TextField.Slot>
            <MagnifyingGlassIcon />
          </TextField.Slot>
        </TextField.Root>
        {children}
      </Flex>
      <Flex align="center" gap="2">
        {refreshing && <Spinner size="1" aria-label={t('table.refreshing')} />}
        <Text size="2" color="gray" aria-live="polite">
          {shown === total ? t('table.rows', { count: total, noun }) : t('table.shownOfTotal', { shown: count(shown), total: count(total), many })}
        </Text>
      </Flex>
    </Flex>
  );
}
