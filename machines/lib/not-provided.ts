/**
 * The default of every effect a machine names in `setup` (actors and the odd action): screens, tests and stories give
 * the real one with `machine.provide()`. It throws at once, so a forgotten effect fails loudly (the invoke's onError,
 * or the actor's error) instead of hanging in a busy state.
 */
export const notProvided = (machine: string, effect: string) => (): never => {
  throw new Error(`${machine}: "${effect}" is not provided`);
};
