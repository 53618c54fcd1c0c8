/**
 * One catalogue per area, named as the area's folder in src/features (`common` holds the shell, the shared
 * components and what several areas say). A screen asks only for its area's catalogue, so the first screen loads
 * two small files, not every word of the product.
 */
export const NAMESPACES = ['common', 'account', 'audit', 'coaching', 'dashboard', 'feedback', 'master', 'organization', 'survey', 'workforce'] as const;
export type Namespace = (typeof NAMESPACES)[number];
