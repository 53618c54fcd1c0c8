import 'i18next';
import type account from '../../locales/en/account.json';
import type audit from '../../locales/en/audit.json';
import type coaching from '../../locales/en/coaching.json';
import type provisioning from '../../locales/en/provisioning.json';
import type common from '../../locales/en/common.json';
import type dashboard from '../../locales/en/dashboard.json';
import type feedback from '../../locales/en/feedback.json';
import type mail from '../../locales/en/mail.json';
import type master from '../../locales/en/master.json';
import type organization from '../../locales/en/organization.json';
import type report from '../../locales/en/report.json';
import type sso from '../../locales/en/sso.json';
import type survey from '../../locales/en/survey.json';
import type workforce from '../../locales/en/workforce.json';

// English is the source: a key that is not in its catalogue does not compile.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      account: typeof account;
      audit: typeof audit;
      coaching: typeof coaching;
      provisioning: typeof provisioning;
      common: typeof common;
      dashboard: typeof dashboard;
      feedback: typeof feedback;
      // Keyed by the English text itself (src/components/form/translate-schema.ts).
      forms: Record<string, string>;
      mail: typeof mail;
      master: typeof master;
      organization: typeof organization;
      report: typeof report;
      sso: typeof sso;
      survey: typeof survey;
      workforce: typeof workforce;
    };
  }
}
