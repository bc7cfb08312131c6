// Search from anywhere in the inbox: a box in the header (a button on a phone) that opens the
// command menu (cmdk), also on '/' or Ctrl+K (⌘K) from any page. What is typed is asked of the
// server's index as it is typed; Enter or a tap opens the customer, booking or account found.
import { Command } from 'cmdk';
import { Search as SearchIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { SearchResult } from '../../../common/owner-customers.ts';
import { ownerApi } from '../shared/owner-api.ts';
import { typing } from './desk-keys.tsx';

const KIND_WORDS: Record<SearchResult['kind'], string> = { customer: 'Customer', booking: 'Booking', account: 'Account' };

export function InboxSearch() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.key === 'k' && (event.metaKey || event.ctrlKey)) || (event.key === '/' && !typing(event.target))) {
        event.preventDefault();
        setOpen(true);
      }
    };
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="flex h-10 w-full items-center gap-2 rounded-xl bg-slate-100 px-3 text-left text-sm text-slate-600 ring-1 ring-slate-200 hover:bg-slate-200"
      >
        <SearchIcon aria-hidden="true" className="size-4 shrink-0" />
        <span className="truncate">Search customers, bookings, accounts</span>
        <kbd className="ml-auto hidden rounded border border-slate-300 bg-white px-1.5 text-xs text-slate-600 sm:inline">/</kbd>
      </button>
      <Command.Dialog
        open={open}
        onOpenChange={setOpen}
        label="Search the inbox"
        shouldFilter={false}
        overlayClassName="fixed inset-0 z-40 bg-slate-900/40"
        contentClassName="fixed inset-x-3 top-3 z-50 mx-auto max-w-xl rounded-2xl bg-white shadow-xl ring-1 ring-slate-200"
      >
        {open ? <SearchPanel close={() => setOpen(false)} /> : null}
      </Command.Dialog>
    </>
  );
}

function SearchPanel({ close }: { close: () => void }) {
  const [typed, setTyped] = useState('');
  const [found, setFound] = useState<{ for: string; results: SearchResult[] } | null>(null);
  const [error, setError] = useState('');
  useEffect(() => {
    const q = typed.trim();
    if (!q) return;
    // Asked a moment after the typing stops, so a fast typist makes one request, not one a key.
    const timer = setTimeout(() => {
      ownerApi('GET /owner/api/search', { query: { q } })
        .then((answer) => setFound({ for: q, results: answer.results }))
        .catch((problem: Error) => setError(problem.message));
    }, 120);
    return () => clearTimeout(timer);
  }, [typed]);
  const go = (href: string) => {
    location.assign(href);
    close();
  };
  const results = typed.trim() && found?.for === typed.trim() ? found.results : [];
  return (
    <>
      <Command.Input
        value={typed}
        onValueChange={setTyped}
        placeholder="A name, a mobile, an e-mail, a street, a zip or a booking's code"
        className="w-full rounded-t-2xl border-b border-slate-200 px-4 py-3 text-base outline-none"
      />
      <Command.List className="max-h-[60dvh] overflow-y-auto p-2">
        {error ? (
          <p role="alert" className="p-3 text-sm text-red-700">
            {error}
          </p>
        ) : null}
        {typed.trim() && found?.for === typed.trim() && results.length === 0 ? (
          <Command.Empty className="p-3 text-sm text-slate-600">Nothing found for “{typed.trim()}”.</Command.Empty>
        ) : null}
        {results.map((result) => (
          <Command.Item
            key={`${result.kind}:${result.href}:${result.title}`}
            value={`${result.kind}:${result.href}:${result.title}`}
            onSelect={() => go(result.href)}
            className="flex cursor-pointer flex-col rounded-xl px-3 py-2 data-[selected=true]:bg-brand-50"
          >
            <span className="font-semibold text-brand-950">{result.title}</span>
            <span className="text-sm text-slate-600">
              {KIND_WORDS[result.kind]} · {result.detail}
            </span>
          </Command.Item>
        ))}
      </Command.List>
    </>
  );
}
