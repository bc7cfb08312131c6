// How a subject's id is written into the outbox and read back: one codec used at both ends (where
// a delivery is queued, and where its message is composed or its call made), so the two can never
// disagree about what the id holds.

export interface SubjectId<S> {
  encode: (subject: S) => string;
  decode: (id: string) => S;
}

/** An id that is the subject itself (a row's id, a date). */
export const plainId: SubjectId<string> = { encode: (id) => id, decode: (id) => id };

/** An id of named parts joined by '|' (a booking and a date; a visit, its mark and when it was made). A part an older id lacks reads ''. */
export function partsId<N extends string>(...names: N[]): SubjectId<Record<N, string>> {
  return {
    encode: (subject) => names.map((name) => subject[name]).join('|'),
    decode: (id) => {
      const parts = id.split('|');
      return Object.fromEntries(names.map((name, i) => [name, parts[i] ?? ''])) as Record<N, string>;
    },
  };
}

/** An id of two named parts (a visit and a date, a booking and a date). */
export const pairId = <A extends string, B extends string>(first: A, second: B): SubjectId<Record<A | B, string>> =>
  partsId<A | B>(first, second);
