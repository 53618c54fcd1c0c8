/** What the competency library says to a person, in one place: the actions decide, these sentences tell. */

/** Why a statement was not saved or deleted. */
export const STATEMENT_REFUSALS = {
  /** At `competency_title`: the competency chosen is not of the type chosen. */
  otherType: 'This competency is not of the chosen type.',
  /** At `statement`: raters answered it (`answeredIn` names the surveys), so its meaning stays. */
  meaningInUse: (answeredIn: string) =>
    `This statement is used by ${answeredIn}: changing its wording or competency would change what those answers mean. Add a new statement instead.`,
  /** What still uses it when a rater answered it between the count and the delete. */
  answeredMeanwhile: 'an answered survey',
};
