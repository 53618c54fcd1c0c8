import type { AnswerRetention } from '../schemas/company-lifecycle';
import { createSettingsFormMachine } from './settings-form.machine';

/** The admin's answer retention (issue 43): the settings form's chart (settings-form.machine.ts). */
export const answerRetentionMachine = createSettingsFormMachine<AnswerRetention>('answerRetention');

export type AnswerRetentionMachine = typeof answerRetentionMachine;
