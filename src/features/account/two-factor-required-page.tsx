import { Box, Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { ExitIcon } from '@radix-ui/react-icons';
import { Trans, useTranslation } from 'react-i18next';
import { BrandLink } from '../../components/brand';
import { useCurrentUser, useSessionActor, useSignOut } from '../../lib/session';
import { useDocumentTitle } from '../../lib/use-document-title';
import { TwoFactorCard, type TwoFactorCardProps } from './two-factor-card';

/**
 * What someone sees whom the company requires to use two-factor sign-in before they have set it
 * up: only the setup (the server answers 403 to everything else meanwhile).
 */
export function TwoFactorRequiredPage({ twoFactor }: { twoFactor?: TwoFactorCardProps }) {
  const { t } = useTranslation('account');
  useDocumentTitle(t('required.title'));
  const user = useCurrentUser();
  const session = useSessionActor();
  const signOut = useSignOut();
  return (
    <Flex direction="column" align="center" gap="5" px="4" py={{ initial: '6', sm: '9' }}>
      <BrandLink size="lg" />
      <Card size={{ initial: '3', sm: '4' }} style={{ width: '100%', maxWidth: 640 }} asChild>
        <main>
          <Flex direction="column" gap="2" mb="5">
            <Heading as="h1" size="6">
              {t('required.title')}
            </Heading>
            <Text as="p" color="gray" size="2">
              {user?.company?.name ? (
                <Trans t={t} i18nKey="required.company" values={{ company: user.company.name }} components={{ bdi: <bdi /> }} />
              ) : (
                t('required.yourCompany')
              )}
            </Text>
          </Flex>
          <TwoFactorCard onChange={() => session.send({ type: 'refresh' })} {...twoFactor} />
        </main>
      </Card>
      <Box>
        <Button variant="ghost" color="gray" onClick={signOut}>
          <ExitIcon /> {t('required.signOut')}
        </Button>
      </Box>
    </Flex>
  );
}
