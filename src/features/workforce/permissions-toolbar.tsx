import { Flex, Spinner, Text, TextField } from '@radix-ui/themes';
import { MagnifyingGlassIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import { count } from '../../i18n/format';

interface PermissionsToolbarProps {
  search: string;
  onSearch(search: string): void;
  shown: number;
  total: number;
  saving: boolean;
}

export function PermissionsToolbar({ search, onSearch, shown, total, saving }: PermissionsToolbarProps) {
  const { t } = useTranslation('workforce');
  return (
    <Flex gap="3" align="center" justify="between" wrap="wrap" mb="3">
      <TextField.Root
        type="search"
        placeholder={t('permissions.toolbar.placeholder')}
        aria-label={t('permissions.toolbar.search')}
        value={search}
        onChange={(e) => onSearch(e.target.value)}
        style={{ width: 'min(340px, 100%)' }}
      >
        <TextField.Slot>
          <MagnifyingGlassIcon />
        </TextField.Slot>
      </TextField.Root>
      <Flex align="center" gap="3">
        {saving && (
          <Flex align="center" gap="1">
            <Spinner size="1" />
            <Text size="2" color="gray">
              {t('permissions.toolbar.saving')}
            </Text>
          </Flex>
        )}
        <Text size="2" color="gray" aria-live="polite">
          {shown === total ? t('permissions.toolbar.people', { count: total }) : t('permissions.toolbar.shownOf', { shown: count(shown), count: total })}
        </Text>
      </Flex>
    </Flex>
  );
}
