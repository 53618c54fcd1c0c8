import { Button, Card, Container, Flex, Grid, Heading, Section, Text } from '@radix-ui/themes';
import { useDocumentTitle } from '../../lib/use-document-title';
import { enquiryHref, sectionHref } from './public-nav';
import { PublicLayout } from './public-layout';

export interface Service {
  title: string;
  lead: string;
  /** What the service is, a paragraph each. */
  about: string[];
  audience: { title: string; text: string }[];
  steps: { title: string; text: string }[];
  outcomes: string[];
  enquiry: { title: string; text: string; subject: string };
}

/** A service page for an HR audience: what it is, who it is for, how it runs, how to enquire. */
export function ServicePage({ service }: { service: Service }) {
  useDocumentTitle(service.title);
  const { title, lead, about, audience, steps, outcomes, enquiry } = service;
  return (
    <PublicLayout>
      <Section size={{ initial: '2', md: '3' }} px="4" className="hero">
        <Container size="3">
          <Flex direction="column" gap="4" align="start">
            <Heading as="h1" size={{ initial: '8', md: '9' }}>
              {title}
            </Heading>
            <Text as="p" size={{ initial: '3', md: '5' }} color="gray">
              {lead}
            </Text>
            <Flex gap="3" wrap="wrap">
              <Button size="3" asChild>
                <a href={enquiryHref(enquiry.subject)}>Enquire</a>
              </Button>
              <Button size="3" variant="soft" asChild>
                <a href={sectionHref('pricing')}>See the platform’s pricing</a>
              </Button>
            </Flex>
          </Flex>
        </Container>
      </Section>
      <Section size="2" px="4">
        <Container size="3">
          <Flex direction="column" gap="8">
            <Flex direction="column" gap="3" asChild>
              <section aria-labelledby="what">
                <Heading as="h2" id="what" size="6">
                  What it is
                </Heading>
                {about.map((p) => (
                  <Text as="p" key={p}>
                    {p}
                  </Text>
                ))}
              </section>
            </Flex>
            <section aria-labelledby="who">
              <Heading as="h2" id="who" size="6" mb="4">
                Who it is for
              </Heading>
              <Grid columns={{ initial: '1', sm: '2' }} gap="4" asChild>
                <ul className="plain-list">
                  {audience.map((a) => (
                    <Card key={a.title} size="2" asChild>
                      <li>
                        <Heading as="h3" size="3" mb="1">
                          {a.title}
                        </Heading>
                        <Text as="p" size="2" color="gray">
                          {a.text}
                        </Text>
                      </li>
                    </Card>
                  ))}
                </ul>
              </Grid>
            </section>
            <section aria-labelledby="how">
              <Heading as="h2" id="how" size="6" mb="4">
                How it runs
              </Heading>
              <ol className="steps">
                {steps.map((s) => (
                  <li key={s.title}>
                    <Heading as="h3" size="3" mb="1">
                      {s.title}
                    </Heading>
                    <Text as="p" size="2" color="gray">
                      {s.text}
                    </Text>
                  </li>
                ))}
              </ol>
            </section>
            <Flex direction="column" gap="3" asChild>
              <section aria-labelledby="outcomes">
                <Heading as="h2" id="outcomes" size="6">
                  What you come away with
                </Heading>
                <ul className="bullets">
                  {outcomes.map((o) => (
                    <li key={o}>
                      <Text>{o}</Text>
                    </li>
                  ))}
                </ul>
              </section>
            </Flex>
            <Card size={{ initial: '3', sm: '4' }} className="enquiry-card" asChild>
              <section aria-labelledby="enquire">
                <Heading as="h2" id="enquire" size="6" mb="2">
                  {enquiry.title}
                </Heading>
                <Text as="p" color="gray" mb="4">
                  {enquiry.text}
                </Text>
                <Button size="3" asChild>
                  <a href={enquiryHref(enquiry.subject)}>Write to us</a>
                </Button>
              </section>
            </Card>
          </Flex>
        </Container>
      </Section>
    </PublicLayout>
  );
}
