/** An outside rater's pages, under the personal link mailed to them (src/app/screen-registry.ts, section "rate"). */
export const externalListPath = (token: string) => `/rate/${token}`;
export const externalAnswerPath = (token: string, assignment: number) => `/rate/${token}/${assignment}`;
