import { createContext, useContext } from 'react';
import { useActorRef } from '@xstate/react';
import type { AnswerActor, AnswerMachine, AnswerSnapshot } from '../../../../machines/answer.machine';
import type { NextSheetMachine } from '../../../../machines/next-sheet.machine';
import { liveAnswerMachine } from './answer-flows';

/** A machine with fake effects and a state to start from: stories use them instead of the live ones. */
export interface AnswerFlows {
  machine?: AnswerMachine;
  snapshot?: AnswerSnapshot;
  /** How the next sheet is found after a submit, in place of the home's. */
  next?: NextSheetMachine;
}

type AnswerView =
  | 'loading'
  | 'loadFailed'
  | 'step'
  | 'review'
  | 'checking'
  | 'warned'
  | 'checkFailed'
  | 'submitting'
  | 'submitFailed'
  | 'submitted'
  | 'readOnly';

const REVIEW_VIEWS = ['review', 'checking', 'warned', 'checkFailed'] as const;

/** What the page shows; a string, so the page re-renders only when it changes. */
export function viewOf(s: AnswerSnapshot): AnswerView {
  if (s.matches({ answering: { view: 'step' } })) return 'step';
  for (const view of REVIEW_VIEWS) if (s.matches({ answering: { view } })) return view;
  return s.value as AnswerView;
}

/** The save region's state, with the browser's connection: what the status line says. */
export type SaveStatus = 'idle' | 'pending' | 'saving' | 'saved' | 'saveFailed' | 'saveRefused' | 'offline';

export function saveStatusOf(s: AnswerSnapshot): SaveStatus | null {
  if (!s.matches('answering')) return null;
  if (!s.context.online) return 'offline';
  return (s.value as { answering: { save: SaveStatus } }).answering.save;
}

export const AnswerActorContext = createContext<AnswerActor | null>(null);

/** The wizard's actor, for the screens to read narrow values from and send events to. */
export function useAnswerActor(): AnswerActor {
  const actor = useContext(AnswerActorContext);
  if (!actor) throw new Error('useAnswerActor: outside <AnswerActorContext>');
  return actor;
}

/** Starts the wizard for an assignment (live unless a story gives flows). */
export function useAnswerSetup(assignment: number, flows: AnswerFlows = {}): AnswerActor {
  return useActorRef(flows.machine ?? liveAnswerMachine, {
    input: { assignment },
    ...(flows.snapshot && { snapshot: flows.snapshot }),
  });
}
