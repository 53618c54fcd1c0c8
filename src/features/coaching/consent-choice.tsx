import { Flex, RadioGroup, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';

export type Granted = 'report_and_plan' | 'plan_only';
const GRANTED: readonly Granted[] = ['plan_only', 'report_and_plan'];

/** The consent a coachee grants: the two scopes, each with what it means, plainly. Withdrawing is its own action. */
export function ConsentChoice({ value, onChange, name = 'scope' }: { value: Granted; onChange(scope: Granted): void; name?: string }) {
  const { t } = useTranslation('coaching');
  return (
    <RadioGroup.Root name={name} value={value} onValueChange={(v) => onChange(v as Granted)} aria-label={t('consent.label')}>
      <Flex direction="column" gap="3">
        {GRANTED.map((scope) => (
          <Text as="label" size="2" key={scope}>
            <Flex gap="2" align="start">
              <RadioGroup.Item value={scope} aria-labelledby={`${name}-${scope}-label`} aria-describedby={`${name}-${scope}-help`} />
              <Flex direction="column">
                <Text weight="medium" id={`${name}-${scope}-label`}>
                  {t(`consent.scope.${scope}`)}
                </Text>
                <Text color="gray" id={`${name}-${scope}-help`}>
                  {t(`consent.explained.${scope}`)}
                </Text>
              </Flex>
            </Flex>
          </Text>
        ))}
      </Flex>
    </RadioGroup.Root>
  );
}
