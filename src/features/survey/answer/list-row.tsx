import type { ReactNode } from 'react';
import { Flex, Text } from '@radix-ui/themes';
import './list-cards.css';

interface ListRowProps {
  /** The ratee's name. */
  name: string;
  /** One line under the name: the relationship and where things stand. */
  detail: string;
  /** The row's progress and action; they wrap under the name on a narrow screen. */
  children: ReactNode;
}

/** One ratee in a survey's card, as an item of the card's list. */
export function ListRow({ name, detail, children }: ListRowProps) {
  return (
    <li className="list-row">
      <Flex wrap="wrap" align="center" gap="3">
        <div className="list-row-who">
          <Text as="p" size="3" weight="medium" dir="auto">
            {name}
          </Text>
          <Text as="p" size="2" color="gray">
            {detail}
          </Text>
        </div>
        {children}
      </Flex>
    </li>
  );
}
