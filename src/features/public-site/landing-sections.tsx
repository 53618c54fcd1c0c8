import { Badge, Box, Button, Card, Container, Flex, Grid, Heading, Section, Text } from '@radix-ui/themes';
import { Link as RouterLink } from 'react-router-dom';
import { FEATURES, PLANS } from './landing-content';

export function Hero() {
  return (
    <Section id="home" className="hero" size={{ initial: '2', md: '3' }} px="4">
      <Container size="3">
        <Flex direction="column" align="center" gap="5" style={{ textAlign: 'center' }}>
          <Badge size="2" radius="full">360° competency feedback</Badge>
          <Heading as="h1" size={{ initial: '8', md: '9' }} style={{ maxWidth: 760 }}>
            See every competency through every pair of eyes
          </Heading>
          <Text size={{ initial: '3', md: '4' }} color="gray" style={{ maxWidth: 620 }}>
            Run 360° surveys across your organisation: self, manager, peers and direct reports rate the competencies
            that matter to you, and everyone gets a clear report and a plan to grow.
          </Text>
          <Flex gap="3" wrap="wrap" justify="center">
            <Button size="4" asChild><RouterLink to="/authentication/register">Register your company</RouterLink></Button>
            <Button size="4" variant="soft" asChild><RouterLink to="/authentication/login">Sign in</RouterLink></Button>
          </Flex>
        </Flex>
      </Container>
    </Section>
  );
}

export function Features() {
  return (
    <Section id="features" size="3" px="4">
      <Container size="4">
        <Heading as="h2" size="7" mb="2" align="center">Everything a 360° needs</Heading>
        <Text as="p" color="gray" align="center" mb="6">From the first survey to the development plan.</Text>
        <Grid columns={{ initial: '1', sm: '2', md: '3' }} gap="4">
          {FEATURES.map(({ title, text, Icon }) => (
            <Card key={title} size="3">
              <Flex direction="column" gap="2">
                <Text color="indigo" asChild><Icon width="22" height="22" aria-hidden="true" /></Text>
                <Heading as="h3" size="3">{title}</Heading>
                <Text size="2" color="gray">{text}</Text>
              </Flex>
            </Card>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}

export function Pricing() {
  return (
    <Section id="pricing" size="3" px="4" style={{ background: 'var(--gray-a2)' }}>
      <Container size="4">
        <Heading as="h2" size="7" mb="2" align="center">Pricing</Heading>
        <Text as="p" color="gray" align="center" mb="6">USD, excluding taxes and duties.</Text>
        <Grid columns={{ initial: '1', sm: '2', lg: '4' }} gap="4">
          {PLANS.map((plan) => (
            <Card key={plan.band} size="3">
              <Flex direction="column" gap="2">
                <Text size="2" color="gray" weight="medium">{plan.band}</Text>
                <Box>
                  <Text size="8" weight="bold">${plan.price}</Text>
                  <Text size="2" color="gray"> {plan.unit}</Text>
                </Box>
                <Text size="2" color="gray">{plan.period}</Text>
              </Flex>
            </Card>
          ))}
        </Grid>
      </Container>
    </Section>
  );
}
