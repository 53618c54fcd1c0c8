import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { WordingList } from '../schemas/wording-list';
import { createSettingsFormMachine } from './settings-form.machine';

/** The company's words to review before a submit: the settings form's chart (settings-form.machine.ts). */
export const wordingListMachine = createSettingsFormMachine<WordingList>('wordingList');

export type WordingListMachine = typeof wordingListMachine;
export type WordingListActor = ActorRefFrom<WordingListMachine>;
export type WordingListSnapshot = SnapshotFrom<WordingListMachine>;
