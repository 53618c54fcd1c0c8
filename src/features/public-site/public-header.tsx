import { useEffect, useRef, useState } from 'react';
import { Box, Button, Flex, IconButton, Link } from '@radix-ui/themes';
import { Brand } from '../../components/brand-mark';
import { HOME_PATH, PRODUCT_NAME } from '../../lib/config';
import { hasToken } from '../../lib/token';
import { Icon } from './icons';
import { REGISTER_HREF, SECTIONS, SIGN_IN_HREF, sectionHref } from './public-nav';

const anchors = SECTIONS.filter((s) => s.id !== 'home');

/** Sign in and register; someone already signed in (a stored token) goes straight back to the app. */
function Calls() {
  if (hasToken())
    return (
      <Button asChild>
        <a href={HOME_PATH}>Dashboard</a>
      </Button>
    );
  return (
    <>
      <Box display={{ initial: 'none', xs: 'block' }}>
        <Button variant="ghost" asChild>
          <a href={SIGN_IN_HREF}>Sign in</a>
        </Button>
      </Box>
      <Button asChild>
        <a href={REGISTER_HREF}>Register</a>
      </Button>
    </>
  );
}

/** Brand, the section anchors (a menu below the medium breakpoint), and the calls to action. */
export function PublicHeader() {
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <header className="public-header">
      <Flex align="center" justify="between" gap="4" px={{ initial: '4', md: '6' }} className="public-header-bar">
        <a href="/" aria-label={`${PRODUCT_NAME} home`} className="public-brand">
          {/* A smaller mark on the narrowest phones leaves room for the call and the menu. */}
          <Box display={{ initial: 'block', xs: 'none' }}>
            <Brand size="sm" />
          </Box>
          <Box display={{ initial: 'none', xs: 'block' }}>
            <Brand />
          </Box>
        </a>
        <Flex asChild gap="5" display={{ initial: 'none', md: 'flex' }}>
          <nav aria-label="Sections">
            {anchors.map((s) => (
              <Link key={s.id} href={sectionHref(s.id)} color="gray" highContrast size="2" underline="hover">
                {s.title}
              </Link>
            ))}
          </nav>
        </Flex>
        <Flex gap="3" align="center">
          <Calls />
          <Box display={{ initial: 'block', md: 'none' }}>
            <IconButton
              ref={toggle}
              variant="ghost"
              color="gray"
              size="3"
              aria-label="Menu"
              aria-expanded={open}
              aria-controls="public-menu"
              onClick={() => setOpen((o) => !o)}
            >
              <Icon name={open ? 'close' : 'menu'} />
            </IconButton>
          </Box>
        </Flex>
      </Flex>
      {/* A plain disclosure, not a menu widget: these are links, read and tabbed like any others. */}
      <nav id="public-menu" aria-label="Menu" className="public-menu" hidden={!open} onClick={(e) => (e.target as HTMLElement).closest('a') && setOpen(false)}>
        <ul>
          {anchors.map((s) => (
            <li key={s.id}>
              <a href={sectionHref(s.id)}>{s.title}</a>
            </li>
          ))}
          {!hasToken() && (
            <li>
              <a href={SIGN_IN_HREF}>Sign in</a>
            </li>
          )}
        </ul>
      </nav>
    </header>
  );
}
