import type { ReactNode } from 'react';
import { Container, Heading, Section, Text } from '@radix-ui/themes';
import type { SectionId } from './public-nav';
import './public-site.css';

interface LandingSectionProps {
  id: SectionId;
  title: string;
  lead?: ReactNode;
  /** A faint background, so neighbouring sections read apart. */
  tinted?: boolean;
  width?: '2' | '3' | '4';
  children: ReactNode;
}

/** One anchored section of the landing: an h2 that names its region, a lead, the content. */
export function LandingSection({ id, title, lead, tinted = false, width = '4', children }: LandingSectionProps) {
  return (
    <Section id={id} aria-labelledby={`${id}-title`} size={{ initial: '2', md: '3' }} px="4" className={tinted ? 'tinted' : undefined}>
      <Container size={width}>
        <Heading as="h2" id={`${id}-title`} size={{ initial: '7', md: '8' }} align="center" mb="3">
          {title}
        </Heading>
        {lead && (
          <Text as="p" size={{ initial: '3', md: '4' }} color="gray" align="center" mb="6" className="lead">
            {lead}
          </Text>
        )}
        {children}
      </Container>
    </Section>
  );
}
