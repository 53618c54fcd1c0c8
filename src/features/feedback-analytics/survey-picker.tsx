import { Flex, Select, Text } from '@radix-ui/themes';
import type { FeedbackSurvey } from '../../../schemas/feedback';

const ALL = 'all';

interface SurveyPickerProps {
  surveys: readonly FeedbackSurvey[];
  /** null: every survey (only offered with `allLabel`). */
  value: number | null;
  onChange(survey: number | null): void;
  /** Offer "every survey" first, under this name. */
  allLabel?: string;
  disabled?: boolean;
}

/** A published survey, newest first, by title and status. */
export function SurveyPicker({ surveys, value, onChange, allLabel, disabled }: SurveyPickerProps) {
  const current = value === null ? ALL : String(value);
  return (
    <Flex direction="column" gap="1" align="start">
      <Text as="div" size="2" weight="medium" id="survey-picker-label">Survey</Text>
      <Select.Root value={current} disabled={disabled} onValueChange={(v) => onChange(v === ALL ? null : Number(v))}>
        <Select.Trigger aria-labelledby="survey-picker-label" style={{ minWidth: 260, maxWidth: '100%' }} />
        <Select.Content position="popper">
          {allLabel && <Select.Item value={ALL}>{allLabel}</Select.Item>}
          {/* The chosen survey may not be listed (the list failed): keep a label for it. */}
          {value !== null && !surveys.some((s) => s.id === value) && <Select.Item value={current}>Survey {value}</Select.Item>}
          {surveys.map((s) => (
            <Select.Item key={s.id} value={String(s.id)}>
              {s.title}{s.status === 'open' ? ' · open' : ''}
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Root>
    </Flex>
  );
}
