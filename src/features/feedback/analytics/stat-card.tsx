import type { ReactNode } from 'react';
import { Card, Flex, Text } from '@radix-ui/themes';

/** One figure with what it counts: "Responses · 85% · 17 of 20 submitted". */
export function StatCard({ label, value, detail }: { label: string; value: ReactNode; detail?: ReactNode }) {
  return (
    <Card size="2">
      <Flex direction="column" gap="1">
        <Text size="2" color="gray">
          {label}
        </Text>
        <Text size="6" weight="bold">
          {value}
        </Text>
        {detail && (
          <Text size="1" color="gray">
            {detail}
          </Text>
        )}
      </Flex>
    </Card>
  );
}
