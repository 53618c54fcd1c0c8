import type { ReactNode } from 'react';
import { Container, Flex, Grid, Link, Separator, Text } from '@radix-ui/themes';
import { PRODUCT_NAME } from '../../lib/config';
import { PublicHeader } from './public-header';
import { REGISTER_HREF, SIGN_IN_HREF, sectionHref } from './public-nav';
import './public-site.css';

const footerGroups = [
  {
    title: 'Product',
    links: [
      { href: sectionHref('features'), title: 'Features' },
      { href: sectionHref('pricing'), title: 'Pricing' },
      { href: sectionHref('contact-us'), title: 'Contact us' },
    ],
  },
  {
    title: 'Services',
    links: [
      { href: '/consulting-projects', title: 'Consulting projects' },
      { href: '/master-class-certification', title: 'Masterclass certification' },
    ],
  },
  {
    title: 'Account',
    links: [
      { href: SIGN_IN_HREF, title: 'Sign in' },
      { href: REGISTER_HREF, title: 'Register' },
    ],
  },
  {
    title: 'Legal',
    links: [
      { href: '/privacy', title: 'Privacy notice' },
      { href: '/terms', title: 'Terms of service' },
    ],
  },
];

/** Every public page: a skip link, the header, one main landmark, the footer. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <Flex direction="column" className="public-page">
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <PublicHeader />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Separator size="4" />
      <footer>
        <Container size="4" px={{ initial: '4', md: '6' }} py="6">
          <Flex direction={{ initial: 'column', sm: 'row' }} justify="between" gap="4">
            <Flex direction="column" gap="1">
              <Text size="2" weight="bold">
                {PRODUCT_NAME}
              </Text>
              <Text size="2" color="gray">
                360° competency feedback for growing organizations.
              </Text>
              <Text size="1" color="gray">
                © {new Date().getFullYear()} {PRODUCT_NAME}
              </Text>
            </Flex>
            <Grid asChild columns={{ initial: '2', sm: '4' }} gap="5">
              <nav aria-label="Footer">
                {footerGroups.map((g) => (
                  <Flex key={g.title} direction="column" gap="2">
                    <Text size="1" weight="bold" color="gray">
                      {g.title}
                    </Text>
                    <ul className="footer-links">
                      {g.links.map((l) => (
                        <li key={l.href}>
                          <Link href={l.href} size="2" color="gray" highContrast>
                            {l.title}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  </Flex>
                ))}
              </nav>
            </Grid>
          </Flex>
        </Container>
      </footer>
    </Flex>
  );
}
