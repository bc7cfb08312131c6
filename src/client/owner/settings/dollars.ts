// Prices as the owner types them in Settings: dollars ('59', '$32.50'), sent to the server in cents.

export const toDollars = (cents: number) => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2));

/** Dollars as typed in cents; NaN for anything else, which the server refuses by name. */
export const toCents = (typed: string) =>
  /^\$?\d+(\.\d{1,2})?$/.test(typed.trim()) ? Math.round(Number(typed.trim().replace('$', '')) * 100) : NaN;

export const DOLLARS = 'Give the price in dollars, like 59 or 32.50.';
