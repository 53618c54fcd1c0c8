import { needsAnyOf } from '../../http/company-access';

/** The dashboard, a permission of its own; each part of the summary then shows only the areas the caller has. */
export const mayUseDashboard = needsAnyOf(['dashboard'], 'The dashboard belongs to a company; a platform superuser has none.');
