import { Card, Flex, Heading, Text } from '@radix-ui/themes';
import { RocketIcon } from '@radix-ui/react-icons';
import { PageHeader } from '../../components/page-header';
import { useDocumentTitle } from '../../lib/use-document-title';

/** An area a later release fills in: its title, what it will hold, and a calm placeholder. */
export function ComingSoon({ title, description }: { title: string; description?: string }) {
  useDocumentTitle(title);
  return (
    <>
      <PageHeader title={title} description={description} />
      <Card size="4">
        <Flex direction="column" align="center" gap="3" py="6" style={{ textAlign: 'center' }}>
          <Text color="indigo" asChild>
            <RocketIcon width="32" height="32" aria-hidden="true" />
          </Text>
          <Heading as="h2" size="4">
            Coming soon
          </Heading>
          <Text color="gray" style={{ maxWidth: 420 }}>
            This part of {title.toLowerCase() === 'feedback' ? 'the feedback reports' : title} is being built. It will appear here in a coming release.
          </Text>
        </Flex>
      </Card>
    </>
  );
}
