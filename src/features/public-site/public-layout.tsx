import type { ReactNode } from 'react';
import { Flex, Separator, Text } from '@radix-ui/themes';
import { PRODUCT_NAME } from '../../lib/config';
import { PublicHeader } from './public-header';
import './public-site.css';

export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <Flex direction="column" className="public-page">
      <PublicHeader />
      <main style={{ flexGrow: 1 }}>{children}</main>
      <Separator size="4" />
      <Flex asChild justify="between" wrap="wrap" gap="2" px={{ initial: '4', md: '6' }} py="5">
        <footer>
          <Text size="1" color="gray">© {new Date().getFullYear()} {PRODUCT_NAME}</Text>
          <Text size="1" color="gray">360° competency feedback for growing organisations</Text>
        </footer>
      </Flex>
    </Flex>
  );
}
