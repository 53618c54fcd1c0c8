import { useMemo, useState } from 'react';
import { Box, Button, Flex, Popover, Select, Text, TextField } from '@radix-ui/themes';
import { MagnifyingGlassIcon, PlusIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import type { Employee } from '../../../../schemas/employee';
import type { Relationship } from '../../../../schemas/survey';
import { personName } from './people';
import { relationshipLabel } from './wizard-steps';

const LIMIT = 30;
const FROM_TREE = 'tree';
const CHOSEN: Relationship[] = ['other', 'peer', 'direct_report', 'manager'];

interface PersonSearchProps {
  rateeName: string;
  people: readonly Employee[];
  /** Already raters of this ratee: not offered again. */
  taken: ReadonlySet<number>;
  disabled: boolean;
  /** No relationship: the one the tree says, or "other". */
  onAdd(rater: number, relationship?: Relationship): void;
}

/** Anyone in the company as a rater, searched by name or code; at most 30 matches are listed at a time. */
export function PersonSearch({ rateeName, people, taken, disabled, onAdd }: PersonSearchProps) {
  const { t } = useTranslation('survey');
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [relationship, setRelationship] = useState<string>(FROM_TREE);
  const matches = useMemo(() => {
    if (!open) return [];
    const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
    return people.filter((p) => !taken.has(p.id) && words.every((w) => `${personName(p)} ${p.emp_code}`.toLowerCase().includes(w))).slice(0, LIMIT + 1);
  }, [open, people, taken, query]);
  const add = (id: number) => {
    onAdd(id, relationship === FROM_TREE ? undefined : (relationship as Relationship));
    setOpen(false);
    setQuery('');
  };

  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger disabled={disabled}>
        <Button type="button" size="1" variant="soft" aria-label={t('wizard.search.addFor', { name: rateeName })}>
          <PlusIcon /> {t('wizard.search.addSomeone')}
        </Button>
      </Popover.Trigger>
      <Popover.Content size="1" width="360px" aria-label={t('wizard.search.addFor', { name: rateeName })}>
        <Flex direction="column" gap="2">
          <TextField.Root
            autoFocus
            type="search"
            placeholder={t('wizard.search.placeholder')}
            aria-label={t('wizard.search.label')}
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          >
            <TextField.Slot>
              <MagnifyingGlassIcon />
            </TextField.Slot>
          </TextField.Root>
          <Flex align="center" gap="2">
            <Text size="1" id="rater-relationship">
              {t('wizard.search.as')}
            </Text>
            <Select.Root size="1" value={relationship} onValueChange={setRelationship}>
              <Select.Trigger aria-labelledby="rater-relationship" />
              <Select.Content>
                <Select.Item value={FROM_TREE}>{t('wizard.search.fromTree')}</Select.Item>
                {CHOSEN.map((r) => (
                  <Select.Item key={r} value={r}>
                    {relationshipLabel(r)}
                  </Select.Item>
                ))}
              </Select.Content>
            </Select.Root>
          </Flex>
          <Box role="listbox" aria-label={t('wizard.search.people')} style={{ maxHeight: 260, overflow: 'auto' }}>
            {matches.slice(0, LIMIT).map((p) => (
              <Button
                key={p.id}
                type="button"
                role="option"
                aria-selected={false}
                variant="ghost"
                color="gray"
                size="2"
                style={{ display: 'flex', width: '100%', justifyContent: 'flex-start', margin: 0 }}
                onClick={() => add(p.id)}
              >
                <bdi>{personName(p)}</bdi>{' '}
                <Text size="1" color="gray">
                  {p.emp_code}
                </Text>
              </Button>
            ))}
            {matches.length === 0 && (
              <Text as="p" size="2" color="gray" m="2">
                {t('wizard.search.none', { query: query.trim() })}
              </Text>
            )}
          </Box>
          {matches.length > LIMIT && (
            <Text size="1" color="gray">
              {t('wizard.search.more', { limit: LIMIT })}
            </Text>
          )}
        </Flex>
      </Popover.Content>
    </Popover.Root>
  );
}
