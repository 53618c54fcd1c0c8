import { Flex, Select, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import type { FeedbackSurvey } from '../../../../schemas/feedback';

const ALL = 'all';

interface SurveyPickerProps {
  /** The surveys with results (closed), newest first: the only ones to choose from. */
  surveys: readonly FeedbackSurvey[];
  /** null: every survey (only offered with `allLabel`). */
  value: number | null;
  onChange(survey: number | null): void;
  /** Offer "every survey" first, under this name. */
  allLabel?: string;
  /** Surveys without results yet: only to name the chosen one when the address asked for it. */
  waiting?: readonly FeedbackSurvey[];
  disabled?: boolean;
}

/** A survey with results, newest first, by title. */
export function SurveyPicker({ surveys, value, onChange, allLabel, waiting = [], disabled }: SurveyPickerProps) {
  const { t } = useTranslation('feedback');
  const current = value === null ? ALL : String(value);
  const unlisted = value !== null && !surveys.some((s) => s.id === value);
  return (
    <Flex direction="column" gap="1" align="start">
      <Text as="div" size="2" weight="medium" id="survey-picker-label">
        {t('surveyPicker.survey')}
      </Text>
      <Select.Root value={current} disabled={disabled} onValueChange={(v) => onChange(v === ALL ? null : Number(v))}>
        <Select.Trigger aria-labelledby="survey-picker-label" style={{ minWidth: 260, maxWidth: '100%' }} />
        <Select.Content position="popper">
          {allLabel && <Select.Item value={ALL}>{allLabel}</Select.Item>}
          {/* The chosen survey may not be listed (still open, or the list failed): keep a label for it. */}
          {unlisted && <Select.Item value={current}>{waiting.find((s) => s.id === value)?.title ?? t('surveyPicker.numbered', { id: value })}</Select.Item>}
          {surveys.map((s) => (
            <Select.Item key={s.id} value={String(s.id)} dir="auto">
              {s.title}
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Root>
    </Flex>
  );
}
