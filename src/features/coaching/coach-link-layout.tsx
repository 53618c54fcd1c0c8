import type { ReactNode } from 'react';
import { Box, Container, Flex } from '@radix-ui/themes';
import { Brand } from '../../components/brand';

/** An outside coach's page: no account, no menu; the brand and the content (as an outside rater's). */
export function CoachLinkLayout({ children }: { children: ReactNode }) {
  return (
    <Box px={{ initial: '3', sm: '5' }} py={{ initial: '4', sm: '6' }}>
      <Container size="3">
        <Flex mb="5" className="coaching-no-print">
          <Brand />
        </Flex>
        <main>{children}</main>
      </Container>
    </Box>
  );
}
