import { Flex, RadioGroup, Text } from '@radix-ui/themes';
import { CONSENT_LABELS } from '../../../schemas/coaching';

export type Granted = 'report_and_plan' | 'plan_only';

/** What each scope means for the coachee, plainly. */
export const CONSENT_EXPLAINED: Record<Granted, string> = {
  plan_only: 'Your coach sees your development areas and the actions in your development plan, not your scores or comments.',
  report_and_plan: 'Your coach also reads your released feedback report, exactly as you read it: scores, gaps and comments.',
};

/** The consent a coachee grants: the two scopes, each with what it means. Withdrawing is its own action. */
export function ConsentChoice({ value, onChange, name = 'scope' }: { value: Granted; onChange(scope: Granted): void; name?: string }) {
  return (
    <RadioGroup.Root name={name} value={value} onValueChange={(v) => onChange(v as Granted)} aria-label="What your coach sees">
      <Flex direction="column" gap="3">
        {(['plan_only', 'report_and_plan'] as const).map((scope) => (
          <Text as="label" size="2" key={scope}>
            <Flex gap="2" align="start">
              <RadioGroup.Item value={scope} aria-labelledby={`${name}-${scope}-label`} aria-describedby={`${name}-${scope}-help`} />
              <Flex direction="column">
                <Text weight="medium" id={`${name}-${scope}-label`}>
                  {CONSENT_LABELS[scope]}
                </Text>
                <Text color="gray" id={`${name}-${scope}-help`}>
                  {CONSENT_EXPLAINED[scope]}
                </Text>
              </Flex>
            </Flex>
          </Text>
        ))}
      </Flex>
    </RadioGroup.Root>
  );
}
