// One stop of the day as the crew works it: where, who, what, its mark and photos, and the owner's
// up and down. A mark or a photo is kept on the phone first (stop-queue.ts) and shown at once.
import { ArrowDown, ArrowUp, Camera, MapPin, MessageSquare, Phone } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';
import { STOP_MARK_WORDS, type StopMark, type TodayVisit } from '../../../common/owner-inbox.ts';
import { MarkedBy, StopPhotos } from '../shared/owner-view.tsx';
import { PaymentMark } from '../shared/payment-mark.tsx';
import { positionNow } from './stop-position.ts';
import { keep, type Refusal, type WaitingPhoto } from './stop-queue.ts';
import { useRefusal } from './use-waiting.ts';

const MARKS = ['done', 'not-out', 'no-access'] as const satisfies StopMark[];

/** Photos still on the phone, shown from their own bytes until the server has them. */
function WaitingPhotos({ photos, visit }: { photos: WaitingPhoto[]; visit: TodayVisit }) {
  const [urls, setUrls] = useState<string[]>([]);
  useEffect(() => {
    const made = photos.map(({ photo }) => URL.createObjectURL(photo));
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the URLs are made and revoked with the photos they show
    setUrls(made);
    return () => made.forEach((url) => URL.revokeObjectURL(url));
  }, [photos]);
  return (
    <>
      <StopPhotos
        photos={urls.map((url) => ({ url, takenBy: null }))}
        label={`Photos of ${stopName(visit)} waiting to be sent`}
        alt={`The cans at ${visit.street}, waiting to be sent`}
      />
      <p className="mt-1 text-xs font-semibold text-amber-900" aria-hidden="true">
        Not sent yet: {photos.length === 1 ? 'it goes' : 'they go'} when the phone has signal.
      </p>
    </>
  );
}

interface StopProps {
  visit: TodayVisit;
  /** Its place on the route, from 1. */
  number: number;
  /** On a long day: one line (number, name, street, mark) that opens on a tap. */
  compact?: boolean;
  waitingPhotos: WaitingPhoto[];
  /** With the owner signed in: moves the stop one place up or down (absent where it cannot go). */
  move?: { up?: () => void; down?: () => void };
  /** More for the owner at the card's foot (with several trucks: the truck it is on). */
  extra?: ReactNode;
}

export function StopCard({ compact = false, ...props }: StopProps) {
  // A refused mark opens its line, so the crew reads why on the stop.
  const refused = Boolean(useRefusal(props.visit.visitId));
  if (!compact) return <StopCardBody {...props} />;
  const { visit, number } = props;
  return (
    <li className="rounded-2xl bg-white ring-1 ring-slate-200">
      <details open={refused || undefined}>
        <summary className="flex min-h-12 cursor-pointer items-center gap-3 px-3 py-2">
          <span
            className="grid size-7 shrink-0 place-items-center rounded-full bg-brand-900 text-xs font-bold text-white"
            aria-hidden="true"
          >
            {number}
          </span>
          <span className="min-w-0 grow">
            <span className="sr-only">Stop {number}: </span>
            <strong className="block truncate text-brand-950">{stopName(visit)}</strong>
            <span className="block truncate text-sm text-slate-600">
              {visit.street} · {cartsWords(visit)}
            </span>
          </span>
          {visit.mark ? <span className="shrink-0 text-xs font-semibold text-brand-800">{STOP_MARK_WORDS[visit.mark]}</span> : null}
        </summary>
        <StopCardBody {...props} within />
      </details>
    </li>
  );
}

/** The stop's card: its own list item, or (`within`) the inside of a compact line opened. */
function StopCardBody({ visit, number, waitingPhotos, move, extra, within = false }: Omit<StopProps, 'compact'> & { within?: boolean }) {
  const Card = within ? 'div' : 'li';
  // The mark as the crew set it on this phone, before the server has heard of it.
  const [mine, setMine] = useState<{ mark: StopMark | null; at: number } | undefined>(undefined);
  const [note, setNote] = useState(visit.note ?? '');
  // A refusal after the crew's last tap puts the card back to what the server holds, and says why here.
  const refusal = useRefusal(visit.visitId);
  const refused = refusal && (!mine || refusal.at >= mine.at) ? refusal : undefined;
  const current = mine && !refused ? mine.mark : visit.mark;
  const mark = (value: StopMark | null) => {
    setMine({ mark: value, at: Date.now() });
    // Where the phone is, with a mark (not with clearing one): it places the stop for later routes.
    const position = value ? positionNow() : Promise.resolve(undefined);
    void keep(position.then((at) => ({ kind: 'mark', visitId: visit.visitId, mark: value, note, ...(at ? { position: at } : {}) })));
  };
  const photo = (files: FileList | null, then?: StopMark) => {
    const file = files?.[0];
    if (!file) return;
    void keep({ kind: 'photo', visitId: visit.visitId, photoId: crypto.randomUUID(), photo: file }).then(() => then && mark(then));
  };
  return (
    <Card
      className={cn('rounded-2xl bg-white p-4', within ? 'pt-1' : 'shadow-sm ring-1', visit.mark ? 'ring-brand-300' : 'ring-slate-200')}
    >
      {/* Opened from its one line, which says its number and name already: said once. */}
      {within && !move ? null : <StopHead visit={visit} number={number} move={move} />}
      <p className="text-sm text-slate-600">
        {visit.plan} · {cartsWords(visit)} · {visit.reference}
        {visit.deepClean ? <strong className="ml-1 text-brand-800">· Seasonal deep clean</strong> : null}
        {visit.feeToCollect ? <strong className="ml-1 text-amber-900">· Collect the {visit.feeToCollect} trip fee</strong> : null}
      </p>
      <StopReach visit={visit} />
      <StopMarks visit={visit} current={current} mark={mark} photo={photo} refused={refused} />
      <div className="mt-2 flex flex-wrap items-end gap-2">
        <label className="grow text-sm font-semibold text-slate-700">
          Note (optional)
          <input
            value={note}
            onChange={(e) => setNote(e.target.value)}
            maxLength={300}
            className="block w-full rounded-xl border border-slate-300 bg-white px-3 py-2 text-base font-normal"
            placeholder="Gate locked, bins behind the fence…"
          />
        </label>
        <label className="inline-flex cursor-pointer items-center gap-1.5 rounded-full px-4 py-2 text-sm font-semibold text-brand-800 ring-1 ring-slate-300 focus-within:outline-3 focus-within:outline-brand-500">
          <Camera aria-hidden="true" className="size-4" /> Add photo
          <input
            type="file"
            accept="image/*"
            capture="environment"
            className="sr-only"
            aria-label={`Add a photo for ${stopName(visit)}`}
            onChange={(e) => photo(e.target.files)}
          />
        </label>
      </div>
      <MarkedBy who={visit.mark ? visit.markedBy : null} />
      <StopPhotos photos={visit.photos} label={`Photos of ${stopName(visit)}`} alt={`The cans at ${visit.street}`} />
      {waitingPhotos.length ? <WaitingPhotos photos={waitingPhotos} visit={visit} /> : null}
      {extra}
    </Card>
  );
}

/** The stop's marks (Done + photo, Done, Cans not out, No access) and, under them, why the last was refused. */
function StopMarks({
  visit,
  current,
  mark,
  photo,
  refused,
}: {
  visit: TodayVisit;
  current: StopMark | null;
  mark: (value: StopMark | null) => void;
  photo: (files: FileList | null, then?: StopMark) => void;
  refused: Refusal | undefined;
}) {
  return (
    <>
      <div className="mt-3 flex flex-wrap gap-2" role="group" aria-label={`Mark the visit to ${stopName(visit)}`}>
        <label className="inline-flex cursor-pointer items-center gap-1.5 rounded-full bg-brand-700 px-4 py-2 text-sm font-semibold text-white focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-brand-500">
          <Camera aria-hidden="true" className="size-4" /> Done + photo
          <input
            type="file"
            accept="image/*"
            capture="environment"
            className="sr-only"
            aria-label={`Done + photo for ${stopName(visit)}`}
            onChange={(e) => photo(e.target.files, 'done')}
          />
        </label>
        {MARKS.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={current === value}
            onClick={() => mark(current === value ? null : value)}
            className="rounded-full px-4 py-2 text-sm font-semibold ring-1 ring-slate-300 aria-pressed:bg-brand-700 aria-pressed:text-white aria-pressed:ring-brand-700"
          >
            {STOP_MARK_WORDS[value]}
          </button>
        ))}
      </div>
      {refused ? (
        <p role="alert" className="mt-2 rounded-lg bg-red-50 px-3 py-2 text-sm font-semibold text-red-800">
          Not marked: {refused.words}
        </p>
      ) : null}
    </>
  );
}

/** Its place on the route, who, and the owner's up and down. */
/** A stop by its customer's name, or an account's address by its business and street (an account may have several). */
const stopName = (visit: TodayVisit) => (visit.business ? `${visit.business}, ${visit.street}` : visit.name);
/** '2 cans' at a home, '24 carts' at an account's address. */
const cartsWords = ({ carts, business }: TodayVisit) => `${carts} ${business ? 'cart' : 'can'}${carts === 1 ? '' : 's'}`;

function StopHead({ visit, number, move }: Pick<StopProps, 'visit' | 'number' | 'move'>) {
  return (
    <div className="flex items-start gap-3">
      <span className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-900 text-sm font-bold text-white" aria-hidden="true">
        {number}
      </span>
      <h3 className="grow text-lg font-bold text-brand-950">
        <span className="sr-only">Stop {number}: </span>
        {stopName(visit)}
        <PaymentMark state={visit.payment} />
      </h3>
      {move ? (
        <div className="flex shrink-0 gap-1">
          <MoveButton label={`Move ${stopName(visit)} up`} onClick={move.up} icon={<ArrowUp aria-hidden="true" className="size-4" />} />
          <MoveButton
            label={`Move ${stopName(visit)} down`}
            onClick={move.down}
            icon={<ArrowDown aria-hidden="true" className="size-4" />}
          />
        </div>
      ) : null}
    </div>
  );
}

const link = 'inline-flex items-center gap-1.5 rounded-lg font-semibold text-brand-800 underline-offset-2 hover:underline';

/** Where it is (the maps link) and how to reach the customer, with the customer's own notes. */
function StopReach({ visit }: { visit: TodayVisit }) {
  return (
    <>
      <ul className="mt-2 grid gap-1.5 text-sm">
        <li>
          <a className={link} href={visit.mapsUrl} target="_blank" rel="noopener noreferrer">
            <MapPin aria-hidden="true" className="size-4" /> {visit.street}, {visit.zip}
            <span className="sr-only">(opens maps)</span>
          </a>
          {visit.placed === 'curb' ? null : (
            <span className="ml-2 text-xs text-slate-500">Placed by its zip until the first mark with location</span>
          )}
        </li>
        {visit.phoneE164 ? (
          <li className="flex flex-wrap gap-4">
            <a className={link} href={`tel:${visit.phoneE164}`} aria-label={`Call ${visit.name}, ${visit.phone}`}>
              <Phone aria-hidden="true" className="size-4" /> {visit.phone}
            </a>
            <a className={link} href={`sms:${visit.phoneE164}`} aria-label={`Text ${visit.name}`}>
              <MessageSquare aria-hidden="true" className="size-4" /> Text
            </a>
          </li>
        ) : null}
      </ul>
      {visit.notes ? <p className="mt-2 rounded-lg bg-slate-50 p-2 text-sm text-slate-700">{visit.notes}</p> : null}
    </>
  );
}

function MoveButton({ label, onClick, icon }: { label: string; onClick: (() => void) | undefined; icon: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      disabled={!onClick}
      onClick={onClick}
      className="grid size-9 place-items-center rounded-full text-brand-800 ring-1 ring-slate-300 disabled:opacity-30"
    >
      {icon}
    </button>
  );
}
