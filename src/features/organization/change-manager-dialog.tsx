import { useDeferredValue, useMemo, useState } from 'react';
import { Button, Dialog, Flex, Text, TextField } from '@radix-ui/themes';
import { MagnifyingGlassIcon } from '@radix-ui/react-icons';
import { Trans, useTranslation } from 'react-i18next';
import { isWithin, type Forest, type OrgItem } from './org-forest';
import { listNames, type Names } from './org-names';
import { matches, searchWords } from './org-search';

const SHOWN = 8;

interface ChangeManagerDialogProps {
  person: OrgItem;
  forest: Forest;
  names: Names;
  /** null: the person goes to the top of the organisation. */
  onPick(parentId: number | null): void;
  onClose(): void;
}

/** The first few people who match and could manage `person`: not they themselves, nor anyone in their team. */
function candidates(forest: Forest, names: Names, person: OrgItem, term: string): OrgItem[] {
  const words = searchWords(term);
  if (words.length === 0) return [];
  const found: OrgItem[] = [];
  for (let i = 0; i < forest.size && found.length < SHOWN; i += 1) {
    if (!matches(names, forest.nodes[i]!, words)) continue;
    const item = forest.itemAt(i);
    if (!isWithin(item, person)) found.push(item);
  }
  return found;
}

/**
 * Changing a manager without dragging (keyboard, touch screens): search the company for
 * the new manager and pick them, or put the person at the top of the organisation.
 */
export function ChangeManagerDialog({ person, forest, names, onPick, onClose }: ChangeManagerDialogProps) {
  const { t } = useTranslation('organization');
  const bdi = { bdi: <bdi /> };
  const [search, setSearch] = useState('');
  const term = useDeferredValue(search);
  const found = useMemo(() => candidates(forest, names, person, term), [forest, names, person, term]);
  const current = person.parent;
  const pick = (parentId: number | null) => {
    onPick(parentId);
    onClose();
  };
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content maxWidth="480px">
        <Dialog.Title>
          <Trans t={t} i18nKey="changeManager.title" values={{ name: person.name }} components={bdi} />
        </Dialog.Title>
        <Dialog.Description size="2" color="gray">
          {current ? (
            <Trans t={t} i18nKey="changeManager.reportsTo" values={{ name: person.name, manager: current.name }} components={bdi} />
          ) : (
            <Trans t={t} i18nKey="changeManager.atTop" values={{ name: person.name }} components={bdi} />
          )}{' '}
          {t('changeManager.findNew')}
        </Dialog.Description>
        <TextField.Root
          mt="4"
          type="search"
          autoFocus
          placeholder={t('changeManager.placeholder')}
          aria-label={t('changeManager.searchLabel')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        >
          <TextField.Slot>
            <MagnifyingGlassIcon />
          </TextField.Slot>
        </TextField.Root>
        <Flex direction="column" gap="1" mt="3" asChild>
          <ul className="org-candidates" aria-label={t('changeManager.candidates')}>
            {found.map((item) => {
              const isCurrent = item.id === current?.id;
              const { designation } = listNames(names, item.node);
              return (
                <li key={item.id}>
                  <Button variant="ghost" color="gray" className="org-candidate" disabled={isCurrent} onClick={() => pick(item.node.id)}>
                    <Flex direction="column" align="start" minWidth="0">
                      <Text size="2" weight="medium" truncate>
                        {isCurrent ? (
                          <Trans t={t} i18nKey="changeManager.currentManager" values={{ name: item.name }} components={bdi} />
                        ) : (
                          <bdi>{item.name}</bdi>
                        )}
                      </Text>
                      <Text size="1" color="gray" truncate>
                        {[designation, item.node.emp_code].filter(Boolean).join(' · ')}
                      </Text>
                    </Flex>
                  </Button>
                </li>
              );
            })}
          </ul>
        </Flex>
        {term.trim() && found.length === 0 && (
          <Text as="p" size="2" color="gray" mt="2">
            <Trans t={t} i18nKey="changeManager.noMatch" values={{ term: term.trim() }} components={bdi} />
          </Text>
        )}
        <Flex gap="3" mt="4" justify="between" wrap="wrap">
          {current ? (
            <Button variant="soft" color="gray" onClick={() => pick(null)}>
              {t('changeManager.toTop')}
            </Button>
          ) : (
            <span />
          )}
          <Dialog.Close>
            <Button variant="soft" color="gray">
              {t('changeManager.cancel')}
            </Button>
          </Dialog.Close>
        </Flex>
      </Dialog.Content>
    </Dialog.Root>
  );
}
