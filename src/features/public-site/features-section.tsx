import { Card, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { FEATURES } from './features';
import { Icon } from './icons';
import { LandingSection } from './landing-section';

export function FeaturesSection() {
  return (
    <LandingSection id="features" title="Everything a 360° needs" lead="From the first survey to the development plan, in one place.">
      <Grid columns={{ initial: '1', sm: '2', lg: '3' }} gap="4" asChild>
        <ul className="plain-list">
          {FEATURES.map(({ title, text, icon }) => (
            <Card key={title} size="3" asChild>
              <li>
                <Flex direction="column" gap="2">
                  <Flex align="center" justify="center" className="feature-icon">
                    <Icon name={icon} size={20} />
                  </Flex>
                  <Heading as="h3" size="4">
                    {title}
                  </Heading>
                  <Text as="p" size="2" color="gray">
                    {text}
                  </Text>
                </Flex>
              </li>
            </Card>
          ))}
        </ul>
      </Grid>
    </LandingSection>
  );
}
