import { Card, Flex, Heading, Text } from '@radix-ui/themes';
import { RocketIcon } from '@radix-ui/react-icons';
import { PageHeader } from '../../components/page-header';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useTranslation } from 'react-i18next';

/** An area a later release fills in: its title, what it will hold, and a calm placeholder. */
export function ComingSoon({ title, description }: { title: string; description?: string }) {
  const { t } = useTranslation();
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
            {t('comingSoon.heading')}
          </Heading>
          <Text color="gray" style={{ maxWidth: 420 }}>
            {t('comingSoon.body', { title })}
          </Text>
        </Flex>
      </Card>
    </>
  );
}
