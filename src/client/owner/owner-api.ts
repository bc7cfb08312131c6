// The owner's app talks to /owner/api with JSON; the session cookie rides along (same origin).
// An answer that is not a success carries the server's own words for the owner.

export class OwnerApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export async function ownerApi<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(`/owner/api/${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: init.body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    credentials: 'same-origin',
  });
  const data = (await response.json().catch(() => ({}))) as T & { error?: string };
  if (!response.ok) throw new OwnerApiError(response.status, data.error ?? `Something went wrong (${response.status}).`);
  return data;
}

export interface TodayVisit {
  visitId: string;
  bookingId: string;
  reference: string;
  name: string;
  street: string;
  mapsUrl: string;
  phone: string;
  phoneE164: string | null;
  plan: string;
  notes: string;
  mark: 'done' | 'skipped' | null;
}

export interface Today {
  date: string;
  day: string;
  isToday: boolean;
  capacity: number;
  count: number;
  zips: { zip: string; visits: TodayVisit[] }[];
}

export interface PasskeyRow {
  id: string;
  createdAt: number;
  usedAt: number | null;
}
