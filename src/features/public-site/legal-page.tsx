import type { ReactNode } from 'react';
import { Container, Flex, Heading, Section, Text } from '@radix-ui/themes';
import { useDocumentTitle } from '../../lib/use-document-title';
import { PublicLayout } from './public-layout';

export interface LegalSection {
  /** Also the section's anchor, so a clause can be linked to. */
  id: string;
  title: string;
  /** Paragraphs, then an optional list. */
  text: ReactNode[];
  list?: ReactNode[];
}

export interface LegalDocument {
  title: string;
  lead: string;
  sections: LegalSection[];
}

/** A plain-language legal page: a title, a short lead, then numbered, anchored sections. */
export function LegalPage({ document }: { document: LegalDocument }) {
  useDocumentTitle(document.title);
  const { title, lead, sections } = document;
  return (
    <PublicLayout>
      <Section size={{ initial: '2', md: '3' }} px="4" className="hero">
        <Container size="2">
          <Flex direction="column" gap="4" align="start">
            <Heading as="h1" size={{ initial: '8', md: '9' }}>
              {title}
            </Heading>
            <Text as="p" size={{ initial: '3', md: '4' }} color="gray">
              {lead}
            </Text>
          </Flex>
        </Container>
      </Section>
      <Section size="2" px="4">
        <Container size="2">
          <Flex direction="column" gap="6">
            {sections.map((s, i) => (
              <Flex key={s.id} direction="column" gap="2" asChild>
                <section aria-labelledby={s.id}>
                  <Heading as="h2" id={s.id} size="5">
                    {i + 1}. {s.title}
                  </Heading>
                  {s.text.map((p, j) => (
                    <Text as="p" key={j}>
                      {p}
                    </Text>
                  ))}
                  {s.list && (
                    <ul className="bullets">
                      {s.list.map((item, j) => (
                        <li key={j}>
                          <Text>{item}</Text>
                        </li>
                      ))}
                    </ul>
                  )}
                </section>
              </Flex>
            ))}
          </Flex>
        </Container>
      </Section>
    </PublicLayout>
  );
}
