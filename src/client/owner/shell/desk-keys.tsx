// The keyboard at the desk: j/k (or the arrows, inside a list) move through the page's list, Enter
// opens what is focused, Esc closes the open item, '/' searches, '?' lists these keys. A key typed
// into a field is the field's, never a shortcut; a dialog's Esc is the dialog's.
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';

export const KEYS: readonly (readonly [string, string])[] = [
  ['j or ↓', 'The next in the list'],
  ['k or ↑', 'The one before'],
  ['Enter', 'Open it'],
  ['Esc', 'Close what is open, back to the list'],
  ['/ or Ctrl+K', 'Search'],
  ['?', 'These keys'],
];

/** Whether a key press is typing in a field, where every key is a character. */
export const typing = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** The page's list that keys move through: the one marked for it, inside the main area. */
const keyedList = () => document.querySelector<HTMLElement>('main [data-keyed-list]');

/** The first focusable of each of the list's items. */
const itemsOf = (list: HTMLElement) =>
  [...list.querySelectorAll<HTMLElement>(':scope > li')]
    .map((item) => item.querySelector<HTMLElement>('a[href], button:not([disabled])'))
    .filter((item): item is HTMLElement => item !== null);

/** Moves the focus by one item; from outside the list, to its first. */
function step(list: HTMLElement, by: 1 | -1) {
  const items = itemsOf(list);
  if (!items.length) return;
  const at = items.findIndex((item) => item.closest('li')?.contains(document.activeElement));
  const next = at < 0 ? 0 : Math.min(items.length - 1, Math.max(0, at + by));
  items[next]!.focus();
  items[next]!.scrollIntoView({ block: 'nearest' });
}

export function DeskKeys() {
  const [help, setHelp] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || typing(event.target)) return;
      const list = keyedList();
      const inList = list?.contains(document.activeElement) ?? false;
      const by =
        event.key === 'j' || (event.key === 'ArrowDown' && inList) ? 1 : event.key === 'k' || (event.key === 'ArrowUp' && inList) ? -1 : 0;
      if (by && list) {
        event.preventDefault();
        step(list, by);
      } else if (event.key === '?') {
        event.preventDefault();
        setHelp(true);
      } else if (event.key === 'Escape') {
        const back = document.querySelector<HTMLAnchorElement>('main [data-close-pane]');
        if (back) {
          event.preventDefault();
          location.hash = back.hash;
        }
      }
    };
    addEventListener('keydown', onKey);
    return () => removeEventListener('keydown', onKey);
  }, []);
  return (
    <Dialog.Root open={help} onOpenChange={setHelp}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <Dialog.Content className="fixed inset-x-3 top-16 z-50 mx-auto max-w-md rounded-2xl bg-white p-5 shadow-xl ring-1 ring-slate-200">
          <Dialog.Title className="text-lg font-extrabold text-brand-950">Keys</Dialog.Title>
          <Dialog.Description className="text-sm text-slate-600">
            On any page of the inbox, outside a box being typed in.
          </Dialog.Description>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
            {KEYS.map(([keys, does]) => (
              <div key={keys} className="contents">
                <dt>
                  <kbd className="rounded border border-slate-300 bg-slate-50 px-1.5 font-mono text-xs">{keys}</kbd>
                </dt>
                <dd className="text-slate-800">{does}</dd>
              </div>
            ))}
          </dl>
          <Dialog.Close asChild>
            <Button type="button" size="sm" variant="secondary" className="mt-4">
              Close
            </Button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
