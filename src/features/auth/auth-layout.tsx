import type { ReactNode } from 'react';
import { Card, Flex, Heading, Text } from '@radix-ui/themes';
import { BrandLink } from '../../components/brand';
import { useDocumentTitle } from '../../lib/use-document-title';
import './auth.css';

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
            <Heading as="h1" size="6">{title}</Heading>
            {description && <Text as="p" color="gray" size="2">{description}</Text>}
          </Flex>
          {children}
        </main>
      </Card>
      {footer && <Text as="div" size="2" align="center">{footer}</Text>}
    </Flex>
  );
}
