import type { ReactNode } from 'react';
import { Card, Flex, Heading, Spinner, Text } from '@radix-ui/themes';
import { BrandLink } from './brand';
import { useDocumentTitle } from '../lib/use-document-title';
import './auth-layout.css';

interface AuthLayoutProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Under the card: "New here? Register", "Back to sign in"… (gray prose, accent links). */
  footer?: ReactNode;
  /** Readable width; the registration form is a little wider for its two columns. */
  width?: number;
}

export function AuthLayout({ title, description, children, footer, width = 440 }: AuthLayoutProps) {
  useDocumentTitle(title);
  return (
    <Flex direction="column" align="center" gap="5" px="4" py={{ initial: '6', sm: '9' }} className="auth-page">
      <BrandLink size="lg" />
      <Card size={{ initial: '3', sm: '4' }} style={{ width: '100%', maxWidth: width }} asChild>
        <main>
          <Flex direction="column" gap="2" mb="5">
            <Heading as="h1" size="6">
              {title}
            </Heading>
            {description && (
              <Text as="p" color="gray" size="2">
                {description}
              </Text>
            )}
          </Flex>
          {children}
        </main>
      </Card>
      {footer && (
        <Text as="div" size="2" align="center">
          {footer}
        </Text>
      )}
    </Flex>
  );
}

/** The card while a link's request is answered: a spinner and what is being done, announced as a status. */
export function AuthWorking({ title, doing }: { title: string; doing: string }) {
  return (
    <AuthLayout title={title}>
      <Flex align="center" justify="center" gap="3" py="6" role="status">
        <Spinner size="3" /> <Text color="gray">{doing}</Text>
      </Flex>
    </AuthLayout>
  );
}
