import { Badge, Box, Button, Card, Container, Flex, Grid, Heading, Section, Text } from '@radix-ui/themes';
import { REGISTER_HREF, sectionHref } from './public-nav';

// An example, drawn with plain boxes: self against others per competency, on the 0–4 scale.
const EXAMPLE = [
  { competency: 'Communication', self: 3.4, others: 2.9 },
  { competency: 'Decision making', self: 2.8, others: 3.3 },
  { competency: 'Developing others', self: 3.1, others: 3.0 },
  { competency: 'Customer focus', self: 3.6, others: 3.5 },
];

function ReportPreview() {
  return (
    <Card size="3" role="img" aria-label="An example feedback report: self ratings against the ratings of others, per competency" className="report-preview">
      <Flex direction="column" gap="4" aria-hidden="true">
        <Flex justify="between" align="center" gap="3">
          <Text size="2" weight="bold">
            Feedback report
          </Text>
          <Flex gap="3">
            <Text size="1" color="gray">
              <span className="swatch self" /> Self
            </Text>
            <Text size="1" color="gray">
              <span className="swatch others" /> Others
            </Text>
          </Flex>
        </Flex>
        {EXAMPLE.map((row) => (
          <Flex key={row.competency} direction="column" gap="1">
            <Flex justify="between">
              <Text size="2">{row.competency}</Text>
              <Text size="1" color="gray">
                {row.others.toFixed(1)} / 4
              </Text>
            </Flex>
            <div className="bar self" style={{ width: `${(row.self / 4) * 100}%` }} />
            <div className="bar others" style={{ width: `${(row.others / 4) * 100}%` }} />
          </Flex>
        ))}
      </Flex>
    </Card>
  );
}

export function HeroSection() {
  return (
    <Section id="home" aria-labelledby="home-title" className="hero" size={{ initial: '2', md: '3' }} px="4">
      <Container size="4">
        <Grid columns={{ initial: '1', md: '7fr 5fr' }} gap={{ initial: '6', md: '8' }} align="center">
          <Flex direction="column" align="start" gap="5">
            <Badge size="2" radius="full">
              360° competency feedback
            </Badge>
            <Heading as="h1" id="home-title" size={{ initial: '8', md: '9' }}>
              See every competency through every pair of eyes
            </Heading>
            <Text as="p" size={{ initial: '3', md: '4' }} color="gray">
              Self, manager, peers and direct reports rate the competencies that matter to your organization. Everyone gets a clear feedback report and a
              development plan; HR sees where the talent is, and where it is needed.
            </Text>
            <Flex gap="3" wrap="wrap">
              <Button size="4" asChild>
                <a href={REGISTER_HREF}>Register your company</a>
              </Button>
              <Button size="4" variant="soft" asChild>
                <a href={sectionHref('contact-us')}>Request a demo</a>
              </Button>
            </Flex>
          </Flex>
          <Box display={{ initial: 'none', sm: 'block' }}>
            <ReportPreview />
          </Box>
        </Grid>
      </Container>
    </Section>
  );
}
