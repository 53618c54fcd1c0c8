import { Flex, Text, TextArea } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';

/** The approver's reason for approving fewer raters than a minimum asks: required then, and HR reads it. */
export function BelowMinimumReason({ id, value, busy, onChange }: { id: string; value: string; busy: boolean; onChange: (text: string) => void }) {
  const { t } = useTranslation('survey');
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {t('nomination.belowMinimum.label')}
      </Text>
      <TextArea id={id} value={value} disabled={busy} maxLength={1000} required aria-describedby={`${id}-hint`} onChange={(e) => onChange(e.target.value)} />
      <Text id={`${id}-hint`} size="1" color="gray">
        {t('nomination.belowMinimum.hint')}
      </Text>
    </Flex>
  );
}
