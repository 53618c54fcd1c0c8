import { Button, Card, Container, Flex, Grid, Heading, Section, Text } from '@radix-ui/themes';
import { sectionHref, type SectionId } from './public-nav';
import { Icon } from './icons';

interface Programme {
  id: SectionId;
  title: string;
  text: string;
  points: string[];
  href: string;
  more: string;
}

const PROGRAMMES: Programme[] = [
  {
    id: 'consulting-projects',
    title: 'Consulting projects',
    href: '/consulting-projects',
    more: 'About consulting projects',
    text: 'Our consultants build your competency model with you, run your first 360° and help your managers turn the reports into development plans.',
    points: ['A competency model that fits your roles', 'A first survey designed and run with your HR team', 'Report debriefs and development planning'],
  },
  {
    id: 'masterclass-certification',
    title: 'Masterclass certification',
    href: '/master-class-certification',
    more: 'About the masterclass',
    text: 'A certification programme for HR professionals and coaches: design 360° surveys, read the reports well and lead the conversations that follow.',
    points: ['Live online sessions in small groups', 'Practice on real, anonymised reports', 'A certificate on a passed, assessed debrief'],
  },
];

/** The two services beside the product, each with its own page. */
export function ProgrammesSection() {
  return (
    <Section size={{ initial: '2', md: '3' }} px="4">
      <Container size="4">
        <Grid columns={{ initial: '1', md: '2' }} gap="5">
          {PROGRAMMES.map((p) => (
            <Card key={p.id} size={{ initial: '3', md: '4' }} asChild>
              <section id={p.id} aria-labelledby={`${p.id}-title`}>
                <Flex direction="column" gap="3" height="100%">
                  <Heading as="h2" id={`${p.id}-title`} size="6">
                    {p.title}
                  </Heading>
                  <Text as="p" color="gray">
                    {p.text}
                  </Text>
                  <ul className="check-list">
                    {p.points.map((point) => (
                      <li key={point}>
                        <Icon name="check" size={16} />
                        <Text size="2">{point}</Text>
                      </li>
                    ))}
                  </ul>
                  <Flex gap="3" wrap="wrap" mt="auto" pt="2">
                    <Button asChild>
                      <a href={p.href}>
                        {p.more} <Icon name="arrowRight" size={16} />
                      </a>
                    </Button>
                    <Button variant="soft" asChild>
                      <a href={sectionHref('contact-us')}>Enquire</a>
                    </Button>
                  </Flex>
                </Flex>
              </section>
            </Card>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}
