import type { Static } from 'typebox';
import type { CompanyLanguage } from '../schemas/language-schemas';
import { createSettingsFormMachine } from './settings-form.machine';

/** The admin's choice of the company's default language: the settings form's chart (settings-form.machine.ts). */
export const companyLanguageMachine = createSettingsFormMachine<Static<typeof CompanyLanguage>>('companyLanguage');

export type CompanyLanguageMachine = typeof companyLanguageMachine;
