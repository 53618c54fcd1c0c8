import { useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Box, Button, Flex, Popover, Text, TextField } from '@radix-ui/themes';
import { CheckIcon, ChevronDownIcon, MagnifyingGlassIcon } from '@radix-ui/react-icons';
import { ariaDescribedByIds, type WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import type { Employee } from '../../../schemas/employee';
import { fullName } from './employee-rows';

interface ManagerOption {
  id: number;
  name: string;
  detail: string;
  haystack: string;
}

const LIMIT = 50;

/** What the picker reads of rjsf's widget props, so the filter bar and bulk dialog can use it outside a form too. */
export type ManagerPickerProps = Pick<WidgetProps, 'id' | 'value' | 'onChange' | 'onBlur' | 'disabled' | 'readonly' | 'options' | 'placeholder' | 'rawErrors'>;

export function managerOptions(employees: readonly Employee[]): ManagerOption[] {
  return employees.map((e) => {
    const name = fullName(e);
    const detail = `${e.emp_code} · ${e.email}`;
    return { id: e.id, name, detail, haystack: `${name} ${detail}`.toLowerCase() };
  });
}

/** Arrow keys move between the options; the first ArrowDown comes from the search field. */
function moveFocus(event: KeyboardEvent<HTMLElement>, list: HTMLElement | null) {
  if (!list || (event.key !== 'ArrowDown' && event.key !== 'ArrowUp')) return;
  const options = [...list.querySelectorAll<HTMLElement>('[role="option"]')];
  const at = options.indexOf(document.activeElement as HTMLElement);
  const next = event.key === 'ArrowDown' ? Math.min(at + 1, options.length - 1) : at - 1;
  event.preventDefault();
  (next < 0 ? list.parentElement?.querySelector('input') : options[next])?.focus();
}

/**
 * The manager, searched among any number of people (a select of 100,000 options would not
 * open): `ui:options.people` are the candidates; at most 50 matches are listed at a time.
 */
export function ManagerPicker({ id, value, onChange, onBlur, disabled, readonly, options, placeholder, rawErrors }: ManagerPickerProps) {
  const { t } = useTranslation('workforce');
  const people = useMemo(() => (options.people ?? []) as ManagerOption[], [options.people]);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const list = useRef<HTMLDivElement>(null);
  const chosen = useMemo(() => people.find((p) => p.id === value), [people, value]);
  const matches = useMemo(() => {
    const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
    return people.filter((p) => words.every((w) => p.haystack.includes(w))).slice(0, LIMIT + 1);
  }, [people, query]);
  const invalid = (rawErrors?.length ?? 0) > 0;

  const pick = (next: number | undefined) => {
    onChange(next);
    setOpen(false);
    setQuery('');
  };
  const option = (key: number | undefined, label: string, detail?: string) => (
    <button key={key ?? 'none'} type="button" role="option" aria-selected={value === key} className="manager-option" onClick={() => pick(key)}>
      <Flex align="center" gap="2" minWidth="0">
        <CheckIcon aria-hidden="true" style={{ visibility: value === key ? 'visible' : 'hidden', flexShrink: 0 }} />
        <Box minWidth="0">
          <Text as="div" size="2" truncate>
            {label}
          </Text>
          {detail && (
            <Text as="div" size="1" color="gray" truncate>
              {detail}
            </Text>
          )}
        </Box>
      </Flex>
    </button>
  );

  return (
    <Popover.Root
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) onBlur(id, value);
      }}
    >
      <Popover.Trigger disabled={disabled || readonly}>
        <Button
          id={id}
          type="button"
          variant="surface"
          color="gray"
          size="3"
          aria-describedby={ariaDescribedByIds(id)}
          aria-invalid={invalid || undefined}
          className={`manager-trigger${invalid ? ' rf-invalid' : ''}`}
        >
          <Text truncate className={chosen ? undefined : 'manager-placeholder'}>
            {chosen ? chosen.name : placeholder || t('manager.none')}
          </Text>
          <ChevronDownIcon aria-hidden="true" />
        </Button>
      </Popover.Trigger>
      <Popover.Content width="var(--radix-popover-trigger-width)" minWidth="min(300px, 90vw)" maxWidth="460px" size="1" aria-label={t('manager.choose')}>
        <TextField.Root
          autoFocus
          type="search"
          placeholder={t('manager.searchPlaceholder')}
          aria-label={t('manager.search')}
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              if (matches[0]) pick(matches[0].id);
            }
            moveFocus(e, list.current);
          }}
        >
          <TextField.Slot>
            <MagnifyingGlassIcon />
          </TextField.Slot>
        </TextField.Root>
        <div ref={list} role="listbox" aria-label={t('manager.people')} className="manager-options" onKeyDown={(e) => moveFocus(e, list.current)}>
          {!query.trim() && option(undefined, (options.noneLabel as string | undefined) ?? t('manager.none'))}
          {matches.slice(0, LIMIT).map((p) => option(p.id, p.name, p.detail))}
          {matches.length === 0 && (
            <Text as="p" size="2" color="gray" m="2">
              {t('manager.noMatch', { search: query.trim() })}
            </Text>
          )}
        </div>
        {matches.length > LIMIT && (
          <Text as="p" size="1" color="gray" mt="2">
            {t('manager.showingFirst', { count: LIMIT })}
          </Text>
        )}
      </Popover.Content>
    </Popover.Root>
  );
}
