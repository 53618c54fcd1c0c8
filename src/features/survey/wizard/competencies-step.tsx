import { useCallback, useMemo } from 'react';
import { Button, Callout, Card, Flex, Heading, Text, TextField } from '@radix-ui/themes';
import { LockClosedIcon, ReaderIcon } from '@radix-ui/react-icons';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { closedForGood, DATES_LOCKED, modelLocked } from '../../../../machines/survey-wizard/locks';
import { DEFAULT_TYPE_VALUE, type ProficiencyLevel } from '../../../../schemas/survey';
import { EmptyState } from '../../../components/empty-state';
import { CompetencyRow } from './competency-row';
import { useChoices, useStepErrors } from './use-wizard-values';
import { WizardNav } from './wizard-nav';
import { useWizardActor } from './wizard-state';
import { machineSentence } from '../machine-words';

/** The library grouped by type: each type's value, each competency's weight and expected level. */
export function CompetenciesStep() {
  const { t } = useTranslation('survey');
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
          title={t('wizard.competencies.emptyTitle')}
          actions={
            <Button asChild>
              <Link to="/portrayal/admin/master">{t('wizard.competencies.openMaster')}</Link>
            </Button>
          }
        >
          {t('wizard.competencies.emptyText')}
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
          <Callout.Text>{sealed ? t('wizard.competencies.sealed', { locked: machineSentence(DATES_LOCKED) }) : t('wizard.competencies.answered')}</Callout.Text>
        </Callout.Root>
      )}
      <Text size="2" weight="medium" aria-live="polite">
        {chosen.length ? t('wizard.competencies.chosen', { count: chosen.length }) : t('wizard.competencies.noneChosen')}
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
              <Heading as="h3" size="3" dir="auto">
                {type.name}
              </Heading>
              <Flex align="center" gap="2">
                <Text as="label" size="2" htmlFor={`type-${type.id}`}>
                  {t('wizard.competencies.typeValue')}
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
                  aria-label={t('wizard.competencies.valueOf', { name: type.name })}
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
