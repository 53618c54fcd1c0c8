/**
 * One catalogue per area, named as the area's folder in src/features (`common` holds the shell, the shared
 * components and what several areas say). A screen asks only for its area's catalogue, so the first screen loads
 * two small files, not every word of the product. `forms` holds what schema-drawn forms show, keyed by the English text
 * (src/components/form/translate-schema.ts).
 */
export const NAMESPACES = [
  'common',
  'forms',
  'account',
  'audit',
  'coaching',
  'dashboard',
  'feedback',
  'mail',
  'master',
  'organization',
  'provisioning',
  'report',
  'sso',
  'survey',
  'workforce',
] as const;
export type Namespace = (typeof NAMESPACES)[number];
