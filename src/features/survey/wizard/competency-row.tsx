import { memo } from 'react';
import { Box, Flex, Select, Text, TextField } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { CompetencyRow as Competency } from '../../../../schemas/competency';
import { PROFICIENCY_LEVELS, type ProficiencyLevel, type SurveyCompetency } from '../../../../schemas/survey';
import { levelLabel } from './wizard-steps';

interface CompetencyRowProps {
  competency: Competency;
  statements: string[];
  /** Its settings when picked. */
  chosen: SurveyCompetency | undefined;
  disabled: boolean;
  onPick(id: number, picked: boolean): void;
  onChange(id: number, change: { weight?: number; expected_level?: ProficiencyLevel }): void;
}

/** A competency of the library: pick it, then its weight and expected level; its statements previewed. */
export const CompetencyRow = memo(function CompetencyRow({ competency: c, statements, chosen, disabled, onPick, onChange }: CompetencyRowProps) {
  const { t } = useTranslation('survey');
  const id = `competency-${c.id}`;
  return (
    <Box py="3" style={{ borderTop: '1px solid var(--gray-a4)' }}>
      <Flex gap="3" align="start" justify="between" wrap="wrap">
        <Flex gap="2" align="start" style={{ flex: '1 1 280px', minWidth: 0 }}>
          <input
            type="checkbox"
            id={id}
            className="wizard-check"
            style={{ marginTop: 3 }}
            checked={Boolean(chosen)}
            disabled={disabled}
            onChange={(e) => onPick(c.id, e.target.checked)}
          />
          <Box minWidth="0">
            <Text as="label" htmlFor={id} size="2" weight="bold" dir="auto">
              {c.title}
            </Text>
            <Text as="p" size="2" color="gray" dir="auto">
              {c.defination}
            </Text>
            <details>
              <summary>
                <Text size="1" color="gray">
                  {t('wizard.competencies.statements', { count: statements.length })}
                </Text>
              </summary>
              <ul className="wizard-statements">
                {statements.map((s) => (
                  <li key={s} dir="auto">
                    {s}
                  </li>
                ))}
              </ul>
            </details>
          </Box>
        </Flex>
        {chosen && (
          <Flex gap="3" align="end">
            <Flex direction="column" gap="1">
              <Text as="label" size="1" htmlFor={`${id}-weight`}>
                {t('wizard.competencies.weight')}
              </Text>
              <TextField.Root
                id={`${id}-weight`}
                type="number"
                min={0}
                max={100}
                step={1}
                value={chosen.weight}
                disabled={disabled}
                aria-label={t('wizard.competencies.weightOf', { name: c.title })}
                style={{ width: 84 }}
                onChange={(e) => !Number.isNaN(e.target.valueAsNumber) && onChange(c.id, { weight: e.target.valueAsNumber })}
              />
            </Flex>
            <Flex direction="column" gap="1">
              <Text size="1" id={`${id}-level`}>
                {t('wizard.competencies.expectedLevel')}
              </Text>
              <Select.Root value={chosen.expected_level} disabled={disabled} onValueChange={(v) => onChange(c.id, { expected_level: v as ProficiencyLevel })}>
                <Select.Trigger aria-label={t('wizard.competencies.expectedLevelOf', { name: c.title })} style={{ width: 132 }} />
                <Select.Content>
                  {PROFICIENCY_LEVELS.map((level) => (
                    <Select.Item key={level} value={level}>
                      {levelLabel(level)}
                    </Select.Item>
                  ))}
                </Select.Content>
              </Select.Root>
            </Flex>
          </Flex>
        )}
      </Flex>
    </Box>
  );
});
