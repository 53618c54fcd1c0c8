import { Button, Flex, Spinner, Text, TextField } from '@radix-ui/themes';
import { MagnifyingGlassIcon, MinusIcon, PlusIcon } from '@radix-ui/react-icons';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { count } from '../../i18n/format';
import type { SearchView } from './org-search';

interface OrgToolbarProps {
  search: string;
  onSearch(search: string): void;
  /** The result of the search being shown; null when the whole tree is. */
  result: SearchView | null;
  total: number;
  saving: boolean;
  onExpandAll(): void;
  onCollapseAll(): void;
}

function summary(t: TFunction<'organization'>, result: SearchView | null, total: number): string {
  if (!result) return t('toolbar.people', { count: total });
  if (result.matches === 0) return t('toolbar.noMatch', { count: total });
  if (result.shown < result.matches) return t('toolbar.capped', { shown: count(result.shown), matches: count(result.matches) });
  return t('toolbar.found', { count: result.matches, people: t('toolbar.people', { count: total }) });
}

/** Search, expand and collapse, how many people are shown, and a hint on how to move someone. */
export function OrgToolbar({ search, onSearch, result, total, saving, onExpandAll, onCollapseAll }: OrgToolbarProps) {
  const { t } = useTranslation('organization');
  const searching = search.trim() !== '';
  return (
    <Flex direction="column" gap="2" mb="3">
      <Flex gap="3" align="center" justify="between" wrap="wrap">
        <TextField.Root
          type="search"
          placeholder={t('toolbar.searchPlaceholder')}
          aria-label={t('toolbar.searchLabel')}
          value={search}
          onChange={(e) => onSearch(e.target.value)}
          style={{ width: 'min(360px, 100%)' }}
        >
          <TextField.Slot>
            <MagnifyingGlassIcon />
          </TextField.Slot>
        </TextField.Root>
        <Flex gap="2" align="center" wrap="wrap">
          <Button variant="soft" color="gray" onClick={onExpandAll} disabled={searching}>
            <PlusIcon /> {t('toolbar.expandAll')}
          </Button>
          <Button variant="soft" color="gray" onClick={onCollapseAll} disabled={searching}>
            <MinusIcon /> {t('toolbar.collapseAll')}
          </Button>
        </Flex>
      </Flex>
      <Flex gap="3" align="center" justify="between" wrap="wrap">
        <Text size="2" color="gray" aria-live="polite">
          {summary(t, result, total)}
        </Text>
        <Flex gap="2" align="center">
          {saving && <Spinner size="1" />}
          <Text size="1" color="gray">
            {saving ? t('toolbar.saving') : searching ? t('toolbar.clearToMove') : t('toolbar.howToMove')}
          </Text>
        </Flex>
      </Flex>
    </Flex>
  );
}
