// The ids of the texts' subjects that hold two things, written where they are queued and read
// where their message is made by the same codec.
import { pairId } from '../../platform/outbox/subject-ids.ts';

/** Ava stopped on a thread: the text that passed her bound, and which bound it passed. */
export const AVA_HELD_ID = pairId('textId', 'passed');
