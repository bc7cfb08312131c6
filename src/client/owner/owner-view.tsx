// What every page of the inbox shares: loading its data from the API (with the server's words
// when that fails), and the two live lines under it that screen readers announce.
import { useCallback, useEffect, useState } from 'react';
import { ownerApi } from './owner-api.ts';

export function useOwnerData<T>(path: string) {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState('');
  const load = useCallback(
    () =>
      ownerApi<T>(path)
        .then(setData)
        .catch((problem: Error) => setError(problem.message)),
    [path],
  );
  useEffect(() => void load(), [load]);
  return { data, error, setError, load };
}

export function Announcements({ status, error }: { status: string; error: string }) {
  return (
    <>
      <p role="status" className="mt-3 min-h-6 text-sm text-slate-700">
        {status}
      </p>
      <p role="alert" className="min-h-6 text-sm font-semibold text-red-700">
        {error}
      </p>
    </>
  );
}
