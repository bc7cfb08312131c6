/** Every path to a leaf of a catalog ('hero.badges.2', 'form.error()'), arrays by index: two languages' catalogs must give the same list. */
export function catalogPaths(value: unknown, prefix = ''): string[] {
  if (typeof value === 'function') return [`${prefix}()`];
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, inner]) => catalogPaths(inner, prefix ? `${prefix}.${key}` : key));
}
