// The spec's generic loader semantics: credentials included, JSON in and out, any non-2xx
// throws '<status>: <body text or status text>', a 401 throws unless the caller asks for null.
// No retries: a visitor's click is answered once.

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

interface RequestOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  on401?: 'throw' | 'returnNull';
  signal?: AbortSignal;
}

async function throwIfNotOk(response: Response) {
  if (response.ok) return;
  const text = (await response.text().catch(() => '')) || response.statusText;
  throw new HttpError(response.status, `${response.status}: ${text}`);
}

export async function request<T = unknown>(
  url: string,
  { method = 'GET', body, on401 = 'throw', signal }: RequestOptions = {},
): Promise<T | null> {
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
  if (on401 === 'returnNull' && response.status === 401) return null;
  await throwIfNotOk(response);
  const text = await response.text();
  return (text ? JSON.parse(text) : null) as T | null;
}

/** The generic data loader: GET the key parts joined with slashes. */
export const getQuery = <T>(queryKey: readonly (string | number)[], on401: RequestOptions['on401'] = 'throw') =>
  request<T>(queryKey.join('/'), { on401 });
