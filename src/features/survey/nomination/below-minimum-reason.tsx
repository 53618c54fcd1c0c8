import { Flex, Text, TextArea } from '@radix-ui/themes';

/** The approver's reason for approving fewer raters than a minimum asks: required then, and HR reads it. */
export function BelowMinimumReason({ id, value, busy, onChange }: { id: string; value: string; busy: boolean; onChange: (text: string) => void }) {
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        Reason for approving fewer raters than asked
      </Text>
      <TextArea id={id} value={value} disabled={busy} maxLength={1000} required aria-describedby={`${id}-hint`} onChange={(e) => onChange(e.target.value)} />
      <Text id={`${id}-hint`} size="1" color="gray">
        Required to approve this list as it is. HR sees it on the survey page.
      </Text>
    </Flex>
  );
}
