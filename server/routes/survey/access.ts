import { needsAnyOf } from '../company-access';

/** The survey area (DESIGN §3): creating, editing, mailing and following surveys. */
export const mayUseSurveys = needsAnyOf(['survey'], 'Surveys belong to a company; a platform superuser has none.');
