/** '14045550123' -> '(404) 555-0123'. A US number with its country code (11 digits starting with 1) is formatted; anything else is shown as given. */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length !== 11 || !digits.startsWith('1')) return phone;
  return `(${digits.slice(1, 4)}) ${digits.slice(4, 7)}-${digits.slice(7)}`;
}

/** The tel: URI for a phone number as dialled from anywhere. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${/^1\d{10}$/.test(digits) ? `+${digits}` : digits}`;
}
