/** The coaching screens (src/app/screen-registry.ts): the signed-in ones under /portrayal/coaching, an outside coach's under /coach/{token}. */
export const MY_COACHING_PATH = '/portrayal/coaching/my';
export const askCoachPath = (survey: number) => `/portrayal/coaching/ask/${survey}`;
export const engagementPath = (id: number) => `/portrayal/coaching/engagements/${id}`;
export const guidePath = (id: number) => `/portrayal/coaching/engagements/${id}/guide`;
export const coachHomePath = (token: string) => `/coach/${token}`;
export const coachEngagementPath = (token: string, id: number) => `/coach/${token}/engagements/${id}`;
export const coachGuidePath = (token: string, id: number) => `/coach/${token}/engagements/${id}/guide`;
