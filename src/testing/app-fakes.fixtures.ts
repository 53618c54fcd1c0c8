import { fromPromise } from 'xstate';
import type { CurrentUser } from '../../machines/current-user';
import { sessionMachine, type SessionContext, type SessionStatus, type SignInAnswer } from '../../machines/session.machine';
import type { Login } from '../../schemas/auth';
import type { RequestContext, RequestMachine, RequestStatus } from '../../machines/request.machine';

/** Demo data and fake effects for stories and component tests: no network anywhere. */

export const adminUser: CurrentUser = {
  id: 1,
  email: 'priya.raman@northwind.example',
  username: 'priya',
  first_name: 'Priya',
  last_name: 'Raman',
  contact_num: '4420794600',
  role: 'admin',
  company: { id: 1, name: 'Northwind Traders' },
  permissions: { dashboard: true, workforce: true, organization: true, survey: true, master: true, feedback: true },
  last_login: '2025-11-20T08:42:00Z',
};

export const employeeUser: CurrentUser = {
  ...adminUser,
  id: 2,
  email: 'tom.becker@northwind.example',
  username: 'tom',
  first_name: 'Tom',
  last_name: 'Becker',
  role: 'user',
  permissions: { dashboard: true, workforce: false, organization: false, survey: false, master: false, feedback: false },
  last_login: null,
};

/** A promise that never settles: the screen stays busy. */
export const never = <T>() => new Promise<T>(() => {});

export const fakeSessionMachine = sessionMachine.provide({
  actors: {
    obtainToken: fromPromise<SignInAnswer, Login>(async () => ({ token: 'story-token' })),
    verifyCode: fromPromise(async () => ({ token: 'story-token' })),
    loadUser: fromPromise(async () => adminUser),
    endSession: fromPromise<void, void>(async () => {}),
  },
  actions: { storeToken: () => {}, forgetToken: () => {} },
});

export interface SessionParams {
  value: SessionStatus;
  context?: Partial<SessionContext>;
}

/** Story parameter for the session (plain data, so Storybook can merge parameters safely). */
export function session(value: SessionStatus, context: Partial<SessionContext> = {}): SessionParams {
  return { value, context };
}

export function sessionState({ value, context = {} }: SessionParams) {
  return fakeSessionMachine.resolveState({ value, context: { user: null, error: null, challenge: null, ...context } });
}

/** A flow whose request answers with `answer` (a function may throw to fail). */
export function fakeFlow<I, O>(machine: RequestMachine<I, O>, answer: (input: I) => Promise<O> = () => never<O>()) {
  return machine.provide({ actors: { request: fromPromise(({ input }) => answer(input)) } });
}

/** A flow started in a given state, for the story of that state. */
export function flowState<I, O>(machine: RequestMachine<I, O>, value: RequestStatus, context: Partial<RequestContext<I, O>> = {}) {
  return machine.resolveState({ value, context: { input: undefined, output: undefined, error: null, ...context } });
}
