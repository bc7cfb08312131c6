// How a subject's id is written into the outbox and read back: one codec used at both ends (where
// a delivery is queued, and where its message is composed or its call made), so the two can never
// disagree about what the id holds.

export interface SubjectId<S> {
  encode: (subject: S) => string;
  decode: (id: string) => S;
}

/** An id that is the subject itself (a row's id, a date). */
export const plainId: SubjectId<string> = { encode: (id) => id, decode: (id) => id };

/** An id of two named parts joined by '|' (a visit and its mark, a booking and a date). */
export function pairId<A extends string, B extends string>(first: A, second: B): SubjectId<Record<A | B, string>> {
  return {
    encode: (subject) => `${subject[first]}|${subject[second]}`,
    decode: (id) => {
      const [a = '', b = ''] = id.split('|');
      return { [first]: a, [second]: b } as Record<A | B, string>;
    },
  };
}
