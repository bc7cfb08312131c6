import { pageConfig } from './page-config.ts';

export type ZipCheck = { kind: 'invalid' } | { kind: 'served'; zip: string } | { kind: 'not-served'; zip: string };

/** Whether a zip is in the service area; the page's zip check and the receptionist's tool share this. */
export function checkZip(input: string, zips: readonly string[] = pageConfig.serviceArea.zips): ZipCheck {
  const zip = input.trim().slice(0, 5);
  if (!/^\d{5}$/.test(zip) || input.trim().replace(/-\d{4}$/, '').length !== 5) return { kind: 'invalid' };
  return zips.includes(zip) ? { kind: 'served', zip } : { kind: 'not-served', zip };
}
