import type { ReactNode } from 'react';
import { Box, Container, Flex } from '@radix-ui/themes';
import { Brand } from '../../../components/brand';

/** An outside rater's page: no account, no menu; the brand and the content. */
export function ExternalLayout({ children }: { children: ReactNode }) {
  return (
    <Box px={{ initial: '3', sm: '5' }} py={{ initial: '4', sm: '6' }}>
      <Container size="3">
        <Flex mb="5">
          <Brand />
        </Flex>
        <main>{children}</main>
      </Container>
    </Box>
  );
}
