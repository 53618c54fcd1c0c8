import { useRef } from 'react';
import { Box, Button, Card, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { PageLoader } from '../../components/page-loader';
import { Icon } from './icons';
import { LandingSection } from './landing-section';
import { SIGN_IN_HREF } from './public-nav';
import { useDeferred } from './use-deferred';

const loadForms = () => import('./contact-forms').then(async (m) => (await m.formWordsReady, m));

function Waiting({ failed, onRetry }: { failed: boolean; onRetry: () => void }) {
  if (failed) {
    return (
      <Flex direction="column" align="start" gap="3" role="alert">
        <Text>The form could not be loaded. Check your connection and try again.</Text>
        <Button onClick={onRetry}>
          <Icon name="retry" size={16} /> Retry
        </Button>
      </Flex>
    );
  }
  return (
    <Box className="form-waiting">
      <PageLoader fullPage={false} label="Loading the form…" />
    </Box>
  );
}

/** A light shell; the forms (rjsf) arrive when the section comes near or is reached for. */
export function ContactSection({ load = loadForms }: { load?: typeof loadForms }) {
  const card = useRef<HTMLDivElement>(null);
  const forms = useDeferred(load, card);
  const subject = new URLSearchParams(window.location.search).get('subject') ?? undefined;
  const Forms = forms.module?.ContactForms;
  return (
    <LandingSection id="contact-us" title="Contact us" lead="See it with your own competencies, or ask us anything." tinted>
      <Grid columns={{ initial: '1', md: '5fr 7fr' }} gap="6" align="start">
        <Flex direction="column" gap="5">
          <Flex gap="3">
            <Text color="indigo">
              <Icon name="demo" size={22} />
            </Text>
            <Flex direction="column" gap="1">
              <Heading as="h3" size="4">
                Request a demo
              </Heading>
              <Text as="p" size="2" color="gray">
                A 30-minute walk through a survey and a feedback report with one of our consultants. Tell us about your team and we will propose a time.
              </Text>
            </Flex>
          </Flex>
          <Flex gap="3">
            <Text color="indigo">
              <Icon name="mail" size={22} />
            </Text>
            <Flex direction="column" gap="1">
              <Heading as="h3" size="4">
                Send a message
              </Heading>
              <Text as="p" size="2" color="gray">
                Pricing, a larger rollout, consulting or the masterclass: our team replies by email.
              </Text>
            </Flex>
          </Flex>
          <Text as="p" size="2" color="gray">
            Already a customer?{' '}
            <a href={SIGN_IN_HREF} className="text-link">
              Sign in
            </a>
            .
          </Text>
        </Flex>
        <Card size={{ initial: '3', sm: '4' }} ref={card} onPointerEnter={forms.start} onFocus={forms.start} className="contact-forms">
          {Forms ? <Forms subject={subject} /> : <Waiting failed={forms.status === 'failed'} onRetry={forms.start} />}
        </Card>
      </Grid>
    </LandingSection>
  );
}
