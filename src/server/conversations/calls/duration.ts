/** A call's length as m:ss (rounded to the second), or '-' when the platform did not say. */
export function duration(ms: number | null): string {
  if (ms === null) return '-';
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
