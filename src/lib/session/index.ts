export { SessionProvider, useCurrentUser, useSessionActor, useSessionBusy, useSessionError, useSessionStatus } from './session-context';
export { useSignOut } from './use-sign-out';
