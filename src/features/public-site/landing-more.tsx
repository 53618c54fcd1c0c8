import { Button, Card, Container, Flex, Grid, Heading, Section, Text } from '@radix-ui/themes';
import { ArrowRightIcon } from '@radix-ui/react-icons';
import { Link as RouterLink } from 'react-router-dom';

export function Programmes() {
  return (
    <Section size="3" px="4">
      <Container size="4">
        <Grid columns={{ initial: '1', md: '2' }} gap="4">
          <Card size="4" id="consulting-projects" asChild>
            <section>
              <Heading as="h2" size="5" mb="2">Consulting projects</Heading>
              <Text as="p" color="gray" mb="4">Our consultants design your competency model and run your first 360° with you.</Text>
              <Button variant="soft" asChild><RouterLink to="/consulting-projects">About consulting <ArrowRightIcon /></RouterLink></Button>
            </section>
          </Card>
          <Card size="4" id="masterclass-certification" asChild>
            <section>
              <Heading as="h2" size="5" mb="2">Masterclass certification</Heading>
              <Text as="p" color="gray" mb="4">Become a certified practitioner of 360° feedback and coaching.</Text>
              <Button variant="soft" asChild><RouterLink to="/master-class-certification">About the masterclass <ArrowRightIcon /></RouterLink></Button>
            </section>
          </Card>
        </Grid>
      </Container>
    </Section>
  );
}

export function ContactUs() {
  return (
    <Section id="contact-us" size="3" px="4" style={{ background: 'var(--accent-a2)' }}>
      <Container size="2">
        <Flex direction="column" align="center" gap="3" style={{ textAlign: 'center' }}>
          <Heading as="h2" size="7">Talk to us</Heading>
          <Text color="gray">Questions, a demo for your team, or a quote for a larger rollout: we are glad to help.</Text>
          <Text size="2" color="gray">A contact form and demo requests arrive here soon.</Text>
          <Button size="3" mt="2" asChild><RouterLink to="/authentication/register">Start with your company</RouterLink></Button>
        </Flex>
      </Container>
    </Section>
  );
}
