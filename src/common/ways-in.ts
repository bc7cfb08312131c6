// The ways a lead comes in, as the owner names them: the figures count by these, the lists filter by them.
export const WAYS_IN = ['form', 'book', 'web', 'phone', 'text'] as const;
export type WayIn = (typeof WAYS_IN)[number];

export const WAY_IN_WORDS: Record<WayIn, string> = {
  form: 'Contact form',
  book: 'Booking page',
  web: 'Ava on the web',
  phone: 'Phone line',
  text: 'Texts',
};
