import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { AuditSettings } from '../schemas/audit-log';
import { createSettingsFormMachine, type SettingsFormStatus } from './settings-form.machine';

/** How long the company keeps its audit log: the settings form's chart (settings-form.machine.ts). */
export const auditSettingsMachine = createSettingsFormMachine<AuditSettings>('auditSettings');

export type AuditSettingsMachine = typeof auditSettingsMachine;
export type AuditSettingsActor = ActorRefFrom<AuditSettingsMachine>;
export type AuditSettingsSnapshot = SnapshotFrom<AuditSettingsMachine>;
export type AuditSettingsStatus = SettingsFormStatus;
