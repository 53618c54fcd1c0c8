import type { SnapshotFrom } from 'xstate';
import type { SsoSettings } from '../schemas/sso';
import { createSettingsFormMachine } from './settings-form.machine';

/** The admin's single sign-on settings: the settings form's chart (settings-form.machine.ts). */
export const ssoSettingsMachine = createSettingsFormMachine<SsoSettings>('ssoSettings');

export type SsoSettingsMachine = typeof ssoSettingsMachine;
export type SsoSettingsSnapshot = SnapshotFrom<SsoSettingsMachine>;
