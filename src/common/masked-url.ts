// A setting's URL as it may be printed (a log line, an error): a user name, a password or a query
// (where bucket keys get written: s3://KEY:SECRET@bucket, ?secret=...) shown as ***.
export function maskedUrl(value: string): string {
  try {
    const url = new URL(value);
    if (!url.username && !url.password && !url.search) return value;
    if (url.username) url.username = '***';
    if (url.password) url.password = '***';
    for (const key of new Set(url.searchParams.keys())) url.searchParams.set(key, '***');
    return url.toString().replaceAll('%2A%2A%2A', '***');
  } catch {
    return value;
  }
}
