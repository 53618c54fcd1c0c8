import { Button, Flex, Select, Text, TextField } from '@radix-ui/themes';
import { Cross2Icon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import type { AuditLogFilters } from '../../../machines/audit-log.machine';
import { KIND_OPTIONS } from '../../lib/audit-format';
import { hasFilters, kindOf } from './audit-log-filters';

const ANY = 'any';

interface FilterBarProps {
  filters: AuditLogFilters;
  /** Who can be picked: everyone the log has shown so far, by user id. */
  actors: ReadonlyMap<number, string>;
  onChange(change: Partial<Record<keyof AuditLogFilters, string | number | undefined>>): void;
  onKind(value: string): void;
  onClear(): void;
}

function DayField({ label, value, onChange }: { label: string; value: string | undefined; onChange(v: string | undefined): void }) {
  return (
    <Flex asChild direction="column" gap="1">
      <label>
        <Text size="1" color="gray">
          {label}
        </Text>
        <TextField.Root type="date" size="2" value={value ?? ''} onChange={(e) => onChange(e.target.value || undefined)} />
      </label>
    </Flex>
  );
}

/** Who, what, and between which days; the server filters, the address bar keeps them. */
export function AuditLogFilterBar({ filters, actors, onChange, onKind, onClear }: FilterBarProps) {
  const { t } = useTranslation('audit');
  const kind = kindOf(filters);
  const actor = filters.actor;
  const actorItems = [...actors].sort((a, b) => a[1].localeCompare(b[1]));
  if (actor !== undefined && !actors.has(actor)) actorItems.unshift([actor, t('filters.user', { id: actor })]);
  return (
    <Flex gap="3" align="end" wrap="wrap" mb="4" role="group" aria-label={t('filters.label')}>
      <Flex direction="column" gap="1">
        <Text size="1" color="gray" id="audit-filter-who">
          {t('filters.who')}
        </Text>
        <Select.Root size="2" value={actor === undefined ? ANY : String(actor)} onValueChange={(v) => onChange({ actor: v === ANY ? undefined : Number(v) })}>
          <Select.Trigger aria-labelledby="audit-filter-who" variant={actor === undefined ? 'surface' : 'soft'} style={{ minWidth: 160, maxWidth: 240 }} />
          <Select.Content position="popper">
            <Select.Item value={ANY}>{t('filters.anyone')}</Select.Item>
            {actorItems.map(([id, name]) => (
              <Select.Item key={id} value={String(id)} dir="auto">
                {name}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
      </Flex>
      <Flex direction="column" gap="1">
        <Text size="1" color="gray" id="audit-filter-what">
          {t('filters.what')}
        </Text>
        <Select.Root size="2" value={kind || ANY} onValueChange={(v) => onKind(v === ANY ? '' : v)}>
          <Select.Trigger aria-labelledby="audit-filter-what" variant={kind ? 'soft' : 'surface'} style={{ minWidth: 160, maxWidth: 260 }} />
          <Select.Content position="popper">
            <Select.Item value={ANY}>{t('filters.everyChange')}</Select.Item>
            {KIND_OPTIONS.map((o) => (
              <Select.Item key={o.value} value={o.value}>
                {o.label}
              </Select.Item>
            ))}
          </Select.Content>
        </Select.Root>
      </Flex>
      <DayField label={t('filters.from')} value={filters.from} onChange={(from) => onChange({ from })} />
      <DayField label={t('filters.to')} value={filters.to} onChange={(to) => onChange({ to })} />
      {filters.survey !== undefined && (
        <Button variant="soft" color="gray" onClick={() => onChange({ survey: undefined })} aria-label={t('filters.stopSurvey', { id: filters.survey })}>
          {t('filters.survey', { id: filters.survey })} <Cross2Icon />
        </Button>
      )}
      {hasFilters(filters) && (
        <Button variant="ghost" color="gray" onClick={onClear}>
          <Cross2Icon /> {t('filters.clear')}
        </Button>
      )}
    </Flex>
  );
}
