import { Box, Button, DropdownMenu, Flex, IconButton, Link } from '@radix-ui/themes';
import { HamburgerMenuIcon } from '@radix-ui/react-icons';
import { Link as RouterLink } from 'react-router-dom';
import { BrandLink } from '../../components/brand';
import { SECTIONS } from './public-nav';

const anchors = SECTIONS.filter((s) => s.id !== 'home');

/** Brand, the section anchors (a menu on a phone), and the two calls to action. */
export function PublicHeader() {
  return (
    <Flex asChild align="center" justify="between" gap="4" px={{ initial: '4', md: '6' }} className="public-header">
      <header>
        <BrandLink />
        <Flex asChild gap="5" display={{ initial: 'none', md: 'flex' }}>
          <nav aria-label="Sections">
            {anchors.map((s) => (
              <Link key={s.id} href={`/#${s.id}`} color="gray" highContrast size="2" underline="hover">{s.title}</Link>
            ))}
          </nav>
        </Flex>
        <Flex gap="2" align="center">
          <Box display={{ initial: 'none', xs: 'block' }}>
            <Button variant="ghost" asChild><RouterLink to="/authentication/login">Sign in</RouterLink></Button>
          </Box>
          <Button asChild><RouterLink to="/authentication/register">Register</RouterLink></Button>
          <Box display={{ initial: 'block', md: 'none' }}>
            <DropdownMenu.Root>
              <DropdownMenu.Trigger>
                <IconButton variant="ghost" color="gray" aria-label="Sections"><HamburgerMenuIcon /></IconButton>
              </DropdownMenu.Trigger>
              <DropdownMenu.Content align="end">
                {anchors.map((s) => (
                  <DropdownMenu.Item key={s.id} asChild><a href={`/#${s.id}`}>{s.title}</a></DropdownMenu.Item>
                ))}
                <DropdownMenu.Separator />
                <DropdownMenu.Item asChild><RouterLink to="/authentication/login">Sign in</RouterLink></DropdownMenu.Item>
              </DropdownMenu.Content>
            </DropdownMenu.Root>
          </Box>
        </Flex>
      </header>
    </Flex>
  );
}
