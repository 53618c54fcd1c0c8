import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { CompanySecurity } from '../schemas/two-factor';
import { createSettingsFormMachine, type SettingsFormContext, type SettingsFormStatus } from './settings-form.machine';

/** The admin's switch requiring two-factor sign-in in the company: the settings form's chart (settings-form.machine.ts). */
export const companySecurityMachine = createSettingsFormMachine<CompanySecurity>('companySecurity');

export type CompanySecurityMachine = typeof companySecurityMachine;
export type CompanySecurityActor = ActorRefFrom<CompanySecurityMachine>;
export type CompanySecurityContext = SettingsFormContext<CompanySecurity>;
export type CompanySecurityStatus = SettingsFormStatus;
export type CompanySecuritySnapshot = SnapshotFrom<CompanySecurityMachine>;
