import type { ReactNode } from 'react';
import { Badge, Flex, Text } from '@radix-ui/themes';

/** A development area as the suggestions name it: the competency, its others' score out of 4, then any badges. */
export function AreaTitle({ title, score, weight, children }: { title: string; score: number; weight: 'medium' | 'bold'; children?: ReactNode }) {
  return (
    <Flex gap="2" align="center" wrap="wrap">
      <Text size="2" weight={weight}>
        {title}
      </Text>
      <Badge color="amber" variant="soft">
        {score.toFixed(2)} / 4
      </Badge>
      {children}
    </Flex>
  );
}
