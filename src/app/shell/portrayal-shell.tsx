import { Suspense, useDeferredValue, useEffect, useState } from 'react';
import { Box, Button, Container, Flex } from '@radix-ui/themes';
import { Outlet } from 'react-router-dom';
import { BrandLink } from '../../components/brand';
import { FailureCallout } from '../../components/failure-callout';
import { PageLoader } from '../../components/page-loader';
import { PRODUCT_NAME } from '../../lib/config';
import { failureSummary } from '../../lib/error-messages';
import { hasToken } from '../../lib/token';
import { useCurrentUser, useSessionActor, useSessionError, useSessionStatus, useSignOut } from '../../lib/session';
import { onDemand } from '../../lib/on-demand';
import { lazyScreen } from '../lazy-screen';
import { ShellHeader } from './shell-header';
import { SideMenu } from './side-menu';
import './shell.css';
import { useTranslation } from 'react-i18next';

// The phone's menu (a Radix dialog) is no part of the shell's first load: it comes on the first
// intent to open it, and shows once here.
const mobileMenu = onDemand(() => import('./mobile-menu').then((m) => m.MobileMenu));
// Only for someone the company requires to enrol in two-factor sign-in first: not in the shell's first load.
const TwoFactorRequired = lazyScreen(() => import('../../features/account/two-factor-required-page').then((m) => m.TwoFactorRequiredPage));

/** The signed-in area: side menu, header with the company and the user menu, then the page. */
export function PortrayalShell() {
  const session = useSessionActor();
  const status = useSessionStatus();
  // The whole page follows the user's arrival: drawn as a transition, in slices that leave the
  // main thread free between them, not in one long task (a store update alone renders at once).
  const user = useDeferredValue(useCurrentUser());
  const error = useSessionError();
  const signOut = useSignOut();
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const MobileMenu = mobileMenu.useLoaded();

  // A stored token but no user yet (a reload, a new tab): ask who we are. Signing out
  // also passes through idle, but with the token gone: nothing to ask then.
  useEffect(() => {
    if (status === 'idle' && hasToken()) session.send({ type: 'load' });
  }, [status, session]);

  if (!user) {
    if (status === 'failed' && error) {
      return (
        <Flex align="center" justify="center" p="4" style={{ minHeight: '100dvh' }}>
          <Box style={{ maxWidth: 460, width: '100%' }}>
            <FailureCallout
              lines={[t('shell.accountLoadFailed'), ...failureSummary(error)]}
              action={
                <>
                  <Button size="2" onClick={() => session.send({ type: 'load' })}>
                    {t('actions.retry')}
                  </Button>
                  <Button size="2" variant="soft" color="gray" onClick={signOut}>
                    {t('shell.signOut')}
                  </Button>
                </>
              }
            />
          </Box>
        </Flex>
      );
    }
    return <PageLoader />;
  }
  // The server refuses everything else until they enrol: show only that.
  if (user.two_factor?.required && !user.two_factor.enabled) return <TwoFactorRequired />;

  return (
    <Flex className="shell">
      <Box className="shell-aside" display={{ initial: 'none', md: 'block' }} p="4">
        <Box mb="5" px="2" pt="1">
          <BrandLink to="/portrayal/dashboard" label={`${PRODUCT_NAME}: dashboard`} size="sm" />
        </Box>
        <SideMenu permissions={user.permissions} team={user.team} admin={user.role === 'admin'} />
      </Box>
      <Flex direction="column" flexGrow="1" minWidth="0">
        <ShellHeader
          user={user}
          onOpenMenu={() => {
            mobileMenu.load();
            setMenuOpen(true);
          }}
          onMenuIntent={mobileMenu.load}
          onSignOut={signOut}
        />
        <Box asChild px={{ initial: '4', md: '6' }} py={{ initial: '5', md: '6' }}>
          <main>
            <Container size="4">
              {/* The shell stays while a screen's words arrive (src/i18n): only the content waits. */}
              <Suspense fallback={<PageLoader label={t('loading')} />}>
                <Outlet />
              </Suspense>
            </Container>
          </main>
        </Box>
      </Flex>
      {MobileMenu && <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} permissions={user.permissions} team={user.team} admin={user.role === 'admin'} />}
    </Flex>
  );
}
