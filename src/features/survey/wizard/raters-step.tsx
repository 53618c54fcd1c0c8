import { useCallback, useDeferredValue, useMemo, useRef, useState } from 'react';
import { AlertDialog, Button, Callout, Flex, Text, TextField } from '@radix-ui/themes';
import { LockClosedIcon, MagnifyingGlassIcon } from '@radix-ui/react-icons';
import { useSelector } from '@xstate/react';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useTranslation } from 'react-i18next';
import { closedForGood, DATES_LOCKED } from '../../../../machines/survey-wizard/locks';
import { orgIndex, type SuggestedRelationship } from '../../../../machines/survey-wizard/rater-suggestions';
import { rateesOf } from '../../../../machines/survey-wizard/wizard-data';
import type { Relationship } from '../../../../schemas/survey';
import { personName } from './people';
import { RateeRow } from './ratee-row';
import { useChoices, useStepErrors } from './use-wizard-values';
import { WizardNav } from './wizard-nav';
import { useWizardActor } from './wizard-state';
import { machineSentence } from '../machine-words';

const BULK: SuggestedRelationship[] = ['self', 'manager', 'direct_report', 'peer'];

function ClearAll({ disabled, keeping, onConfirm }: { disabled: boolean; keeping: boolean; onConfirm(): void }) {
  const { t } = useTranslation('survey');
  return (
    <AlertDialog.Root>
      <AlertDialog.Trigger disabled={disabled}>
        <Button type="button" size="2" variant="ghost" color="red">
          {t('wizard.raters.clearAll')}
        </Button>
      </AlertDialog.Trigger>
      <AlertDialog.Content maxWidth="420px">
        <AlertDialog.Title>{t('wizard.raters.clearTitle')}</AlertDialog.Title>
        <AlertDialog.Description size="2">{keeping ? t('wizard.raters.clearKeeping') : t('wizard.raters.clearText')}</AlertDialog.Description>
        <Flex gap="3" mt="4" justify="end">
          <AlertDialog.Cancel>
            <Button variant="soft" color="gray">
              {t('wizard.raters.keep')}
            </Button>
          </AlertDialog.Cancel>
          <AlertDialog.Action>
            <Button color="red" onClick={onConfirm}>
              {t('wizard.raters.clearConfirm')}
            </Button>
          </AlertDialog.Action>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}

/** Why some raters, or all, can no longer change. */
function LockNote({ sealed, submitted }: { sealed: boolean; submitted: number }) {
  const { t } = useTranslation('survey');
  if (!sealed && submitted === 0) return null;
  return (
    <Callout.Root color="amber" role="note">
      <Callout.Icon>
        <LockClosedIcon />
      </Callout.Icon>
      <Callout.Text>
        {sealed ? t('wizard.raters.sealed', { locked: machineSentence(DATES_LOCKED) }) : t('wizard.raters.answered', { count: submitted })}
      </Callout.Text>
    </Callout.Root>
  );
}

/**
 * Raters per ratee: the tree's suggestions, anyone else, and bulk actions for every ratee; the list is windowed.
 * A rater who has submitted stays as they are; once results are opened, nobody is added or removed.
 */
export function RatersStep() {
  const { t } = useTranslation('survey');
  const actor = useWizardActor();
  const { choices, dir } = useChoices();
  const data = useSelector(actor, (s) => s.context.data);
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const submitted = useSelector(actor, (s) => s.context.submitted);
  const sealed = useSelector(actor, (s) => closedForGood(s.context));
  const answered = useMemo(() => Object.values(submitted).reduce((n, list) => n + list.length, 0), [submitted]);
  const errors = useStepErrors('raters');
  const index = useMemo(() => orgIndex(choices.employees), [choices.employees]);
  const [search, setSearch] = useState('');
  const query = useDeferredValue(search.trim().toLowerCase());
  const ratees = useMemo(
    () =>
      rateesOf(data, choices.employees)
        .map((id) => dir.byId.get(id))
        .filter((e) => e !== undefined),
    [data, choices.employees, dir],
  );
  const shown = useMemo(() => (query ? ratees.filter((e) => personName(e).toLowerCase().includes(query)) : ratees), [ratees, query]);
  const total = useMemo(() => ratees.reduce((n, e) => n + (data.raters[e.id]?.length ?? 0), 0), [ratees, data.raters]);
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({ count: shown.length, getScrollElement: () => scroller.current, estimateSize: () => 104, overscan: 4 });
  const add = useCallback(
    (ratee: number, rater: number, relationship?: Relationship) => actor.send({ type: 'rater.add', ratee, rater, relationship }),
    [actor],
  );
  const remove = useCallback((ratee: number, rater: number) => actor.send({ type: 'rater.remove', ratee, rater }), [actor]);
  const serverError = errors.fields.survey_assign;

  return (
    <Flex direction="column" gap="3">
      <LockNote sealed={sealed} submitted={answered} />
      {!sealed && (
        <Flex gap="2" align="center" wrap="wrap" role="group" aria-label={t('wizard.raters.forEvery')}>
          <Text size="2" weight="medium">
            {t('wizard.raters.forEveryAdd')}
          </Text>
          {BULK.map((relationship) => (
            <Button key={relationship} type="button" size="2" variant="soft" disabled={busy} onClick={() => actor.send({ type: 'raters.bulk', relationship })}>
              {t(`wizard.raters.bulk.${relationship}`)}
            </Button>
          ))}
          <ClearAll disabled={busy || total <= answered} keeping={answered > 0} onConfirm={() => actor.send({ type: 'raters.clear' })} />
        </Flex>
      )}
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <TextField.Root
          type="search"
          placeholder={t('wizard.raters.searchPlaceholder')}
          aria-label={t('wizard.raters.search')}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          style={{ width: 'min(340px, 100%)' }}
        >
          <TextField.Slot>
            <MagnifyingGlassIcon />
          </TextField.Slot>
        </TextField.Root>
        <Text size="2" color="gray" aria-live="polite">
          {t('dialogs.delete.ratees', { count: ratees.length })} · {t('dialogs.delete.assignments', { count: total })}
        </Text>
      </Flex>
      {serverError && (
        <Text size="2" color="red" role="alert">
          {serverError}
        </Text>
      )}
      {errors.count > 0 && (
        <Text size="2" color="red" role="alert">
          {t('wizard.raters.attention', { count: errors.count })}
        </Text>
      )}
      <div ref={scroller} className="wizard-list" style={{ height: Math.min(virtualizer.getTotalSize(), 640) + 2 }}>
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((v) => {
            const ratee = shown[v.index]!;
            return (
              <div
                key={ratee.id}
                ref={virtualizer.measureElement}
                data-index={v.index}
                className="wizard-list-row"
                style={{ transform: `translateY(${v.start}px)` }}
              >
                <RateeRow
                  ratee={ratee}
                  raters={data.raters[ratee.id]}
                  problem={errors.ratees.get(ratee.id)}
                  index={index}
                  dir={dir}
                  people={choices.employees}
                  disabled={busy}
                  submitted={submitted[ratee.id]}
                  closed={sealed}
                  onAdd={add}
                  onRemove={remove}
                />
              </div>
            );
          })}
        </div>
      </div>
      <WizardNav step="raters" />
    </Flex>
  );
}
