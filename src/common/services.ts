// What the business sells and to whom, each declared once: the site config's plans, the contact
// form's choices, the lead schema and the receptionist's booking tool all take their values here.
// No dependencies, so the page pays only for the strings.

/** The contact form's service types; each pricing plan books one of them. */
export const SERVICE_TYPES = ['One-Time', 'Membership', 'Commercial'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];

/** The ids of the plans a new install starts with, in the order the page shows them; the owner may add others. */
export const PLAN_IDS = ['one-time', 'membership', 'commercial'] as const;

export const CUSTOMER_STATUSES = ['New', 'Returning'] as const;

/** Whether a plan is one a new install starts with (its card is built into the page; it is never retired). */
export const isDefaultPlan = (id: string) => (PLAN_IDS as readonly string[]).includes(id);
