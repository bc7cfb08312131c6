// Two rules of the plans that the page, the server and the settings' schema all read. Kept apart
// from the schema (which brings zod) so the page's code can use them for nothing.

/** The plans offered now: those the owner has not stopped. */
export const offeredPlans = <P extends { retired?: boolean | undefined }>(plans: readonly P[]): P[] =>
  plans.filter((plan) => !plan.retired);

/** A membership's rhythm as its card says it: 'every week', 'every 2 weeks'. */
export const everyWeeksWords = (weeks: number) => `every ${weeks === 1 ? 'week' : `${weeks} weeks`}`;
