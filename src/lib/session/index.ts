export { SessionProvider, useCurrentUser, useSessionActor, useSessionBusy, useSessionError, useSessionStatus, type SessionActor } from './session-context';
export { useSignOut } from './use-sign-out';
