import type { StepName } from '../../../../machines/survey-wizard/wizard-data';
import type { ProficiencyLevel } from '../../../../schemas/survey';
import { i18n } from '../../../i18n';

/** What each step is called and asks for, in the reader's language. */
export const stepTitle = (step: StepName): string => i18n.t(`survey:wizard.steps.${step}.title`);
export const stepDescription = (step: StepName): string => i18n.t(`survey:wizard.steps.${step}.description`);

/** "Advanced": a level as every screen names it (the stored value "advance" is the specification's). */
export const levelLabel = (level: ProficiencyLevel): string => i18n.t(`survey:levels.${level}`);

export { relationshipLabel } from '../survey-format';
