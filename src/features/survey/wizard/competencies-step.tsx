import { useCallback, useMemo } from 'react';
import { Button, Callout, Card, Flex, Heading, Text, TextField } from '@radix-ui/themes';
import { LockClosedIcon, ReaderIcon } from '@radix-ui/react-icons';
import { Link } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { closedForGood, DATES_LOCKED, modelLocked } from '../../../../machines/survey-wizard/locks';
import { DEFAULT_TYPE_VALUE, type ProficiencyLevel } from '../../../../schemas/survey';
import { EmptyState } from '../../../components/empty-state';
import { CompetencyRow } from './competency-row';
import { useChoices, useStepErrors } from './use-wizard-values';
import { WizardNav } from './wizard-nav';
import { useWizardActor } from './wizard-state';
import { plural } from '../../../lib/english-format';

/** The library grouped by type: each type's value, each competency's weight and expected level. */
export function CompetenciesStep() {
  const actor = useWizardActor();
  const { choices } = useChoices();
  const chosen = useSelector(actor, (s) => s.context.data.competencies);
  const typeValues = useSelector(actor, (s) => s.context.data.typeValues);
  const locked = useSelector(actor, (s) => modelLocked(s.context));
  const sealed = useSelector(actor, (s) => closedForGood(s.context));
  const busy = useSelector(actor, (s) => s.hasTag('busy'));
  const errors = useStepErrors('competencies');
  const byId = useMemo(() => new Map(chosen.map((c) => [c.competency, c])), [chosen]);
  const statementsOf = useMemo(() => {
    const map = new Map<number, string[]>();
    for (const s of choices.statements) map.set(s.competency_title, [...(map.get(s.competency_title) ?? []), s.statement]);
    return map;
  }, [choices.statements]);
  const pick = useCallback((id: number, picked: boolean) => actor.send({ type: 'competency.pick', ids: [id], picked }), [actor]);
  const change = useCallback(
    (competency: number, c: { weight?: number; expected_level?: ProficiencyLevel }) => actor.send({ type: 'competency.change', competency, ...c }),
    [actor],
  );
  const disabled = locked || busy;
  const error = errors.fields.competencies ?? errors.fields.type_values;

  if (choices.competencies.length === 0) {
    return (
      <Flex direction="column" gap="4">
        <EmptyState
          icon={<ReaderIcon width="32" height="32" aria-hidden="true" />}
          title="Your competency library is empty"
          actions={
            <Button asChild>
              <Link to="/portrayal/admin/master">Open master data</Link>
            </Button>
          }
        >
          Add competency types, competencies and their statements in master data; your draft can be saved meanwhile.
        </EmptyState>
        <WizardNav step="competencies" />
      </Flex>
    );
  }
  return (
    <Flex direction="column" gap="4">
      {locked && (
        <Callout.Root color="amber" role="note">
          <Callout.Icon>
            <LockClosedIcon />
          </Callout.Icon>
          <Callout.Text>
            {sealed
              ? `${DATES_LOCKED} The competencies, type values, weights and levels stay as they are.`
              : 'Answers have already been submitted, so the competencies, type values, weights and levels can no longer change: ' +
                'every answer must be scored the same way. You can still add raters.'}
          </Callout.Text>
        </Callout.Root>
      )}
      <Text size="2" weight="medium" aria-live="polite">
        {chosen.length ? `${plural(chosen.length, 'competency', 'competencies')} chosen.` : 'No competency chosen yet.'}
      </Text>
      {error && (
        <Text size="2" color="red" role="alert">
          {error}
        </Text>
      )}
      {choices.types.map((type) => {
        // An archived competency is no longer offered, but one a draft already holds stays visible.
        const competencies = choices.competencies.filter((c) => c.type === type.id && (!c.archived_at || chosen.some((p) => p.competency === c.id)));
        if (competencies.length === 0) return null;
        return (
          <Card key={type.id} size="2">
            <Flex justify="between" align="end" gap="3" wrap="wrap" mb="2">
              <Heading as="h3" size="3">
                {type.name}
              </Heading>
              <Flex align="center" gap="2">
                <Text as="label" size="2" htmlFor={`type-${type.id}`}>
                  Type value
                </Text>
                <TextField.Root
                  id={`type-${type.id}`}
                  type="number"
                  min={0}
                  max={100}
                  step={1}
                  style={{ width: 84 }}
                  value={typeValues[type.id] ?? DEFAULT_TYPE_VALUE}
                  disabled={disabled}
                  aria-label={`Value of ${type.name}`}
                  onChange={(e) =>
                    !Number.isNaN(e.target.valueAsNumber) && actor.send({ type: 'typeValue.change', competencyType: type.id, value: e.target.valueAsNumber })
                  }
                />
              </Flex>
            </Flex>
            {competencies.map((c) => (
              <CompetencyRow
                key={c.id}
                competency={c}
                statements={statementsOf.get(c.id) ?? []}
                chosen={byId.get(c.id)}
                disabled={disabled}
                onPick={pick}
                onChange={change}
              />
            ))}
          </Card>
        );
      })}
      <WizardNav step="competencies" />
    </Flex>
  );
}
