// JSON over fetch for the page. Any non-2xx answer throws '<status>: <body text or status text>'.
// No retries: a visitor's click is answered once, and a failure is theirs to see and retry.

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

interface PostOptions {
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** POSTs `body` as JSON; resolves with the parsed answer (null when it is empty). */
export async function postJson(url: string, body: unknown, { headers, signal }: PostOptions = {}): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal,
  });
  if (!response.ok) {
    const text = (await response.text().catch(() => '')) || response.statusText;
    throw new HttpError(response.status, `${response.status}: ${text}`);
  }
  const text = await response.text();
  return text ? JSON.parse(text) : null;
}
