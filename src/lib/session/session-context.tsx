import { createContext, useContext, useState, type ReactNode } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { SessionMachine, SessionStatus } from '../../../machines/session.machine';
import { liveSessionMachine, sessionOnArrival } from './session-logic';

type SessionActor = ActorRefFrom<SessionMachine>;

const SessionContext = createContext<SessionActor | null>(null);

interface SessionProviderProps {
  children: ReactNode;
  /** Stories and tests pass a machine with fake effects, and a snapshot to start from. */
  logic?: SessionMachine;
  snapshot?: SnapshotFrom<SessionMachine>;
}

/** One session for the whole app: the sign-in page, the shell and the account page share it. */
export function SessionProvider({ children, logic, snapshot }: SessionProviderProps) {
  // The live session starts signed in when the page's early request for the user has answered.
  const [start] = useState(() => snapshot ?? (logic ? undefined : sessionOnArrival()));
  const actor = useActorRef(logic ?? liveSessionMachine, start ? { snapshot: start } : undefined);
  return <SessionContext.Provider value={actor}>{children}</SessionContext.Provider>;
}

export function useSessionActor(): SessionActor {
  const actor = useContext(SessionContext);
  if (!actor) throw new Error('useSessionActor needs a <SessionProvider>');
  return actor;
}

export function useCurrentUser() {
  return useSelector(useSessionActor(), (s) => s.context.user);
}

export function useSessionStatus(): SessionStatus {
  return useSelector(useSessionActor(), (s) => s.value as SessionStatus);
}

export function useSessionBusy(): boolean {
  return useSelector(useSessionActor(), (s) => s.hasTag('busy'));
}

export function useSessionError() {
  return useSelector(useSessionActor(), (s) => s.context.error);
}
