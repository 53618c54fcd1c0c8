import type { ReactNode } from 'react';
import { Badge, Flex, Text } from '@radix-ui/themes';
import { useTranslation } from 'react-i18next';
import { decimal } from '../../../i18n/format';

/** A development area as the suggestions name it: the competency, its others' score out of 4, then any badges. */
export function AreaTitle({ title, score, weight, children }: { title: string; score: number; weight: 'medium' | 'bold'; children?: ReactNode }) {
  const { t } = useTranslation('feedback');
  return (
    <Flex gap="2" align="center" wrap="wrap">
      <Text size="2" weight={weight} dir="auto">
        {title}
      </Text>
      <Badge color="amber" variant="soft">
        {t('plan.outOf4', { score: decimal(score) })}
      </Badge>
      {children}
    </Flex>
  );
}
