// Posts one contact request to a running server (a child process under test), as a visitor's
// browser would: the id it was answered with, or null when it was not acknowledged.
import { validLead } from './valid-lead.ts';

export async function submitLead(url: string, i: number): Promise<string | null> {
  try {
    const res = await fetch(`${url}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...validLead, notes: `lead ${i}` }),
    });
    return res.status === 201 ? ((await res.json()) as { id: string }).id : null;
  } catch {
    return null; // the connection died with the process: not acknowledged, so not promised
  }
}
