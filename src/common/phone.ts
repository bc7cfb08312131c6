/** '14045550123' or '4045550123' -> '(404) 555-0123'. A US number (10 digits, or 11 starting with 1) is formatted; anything else is shown as given. */
export function formatPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  // Another country's number ('+45 20 12 34 56') stays in its own international form, never read as a US one.
  if (/^\s*\+/.test(phone) && !digits.startsWith('1')) return phone.trim();
  // A US number as typed ('4045550703') or with its country code ('+1 404...'): written one way.
  const local = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits.length === 10 ? digits : null;
  if (!local) return phone;
  return `(${local.slice(0, 3)}) ${local.slice(3, 6)}-${local.slice(6)}`;
}

/** The tel: URI for a phone number as dialled from anywhere. */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${/^1\d{10}$/.test(digits) ? `+${digits}` : digits}`;
}
