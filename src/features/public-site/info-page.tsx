import type { ReactNode } from 'react';
import { Button, Container, Flex, Heading, Section, Text } from '@radix-ui/themes';
import { Link as RouterLink } from 'react-router-dom';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PublicLayout } from './public-layout';

/** A simple public page: a heading, a line, and the way forward. */
export function InfoPage({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <PublicLayout>
      <Section size="3" px="4" className="hero">
        <Container size="2">
          <Flex direction="column" gap="4" align="start">
            <Heading as="h1" size="8">{title}</Heading>
            <Text size="4" color="gray">{children}</Text>
            <Flex gap="3" wrap="wrap">
              <Button asChild><RouterLink to="/#contact-us">Get in touch</RouterLink></Button>
              <Button variant="soft" asChild><RouterLink to="/">Back to the home page</RouterLink></Button>
            </Flex>
          </Flex>
        </Container>
      </Section>
    </PublicLayout>
  );
}
