// Pieces several parts of the owner's API take: a record's id, a day, a page's cursor, a
// person's key, a thread's number, an e-mail address.
import { z } from 'zod';
import { CURSOR_PATTERN } from '../paging.ts';

export const id = z.object({ id: z.string().min(1).max(64) });
export const date = z.iso.date();
export const email = z.email().max(254);
/** The cursor of the page before (a list's 'older' button); a bad one is the first page. */
export const pageCursor = z.string().regex(CURSOR_PATTERN).optional().catch(undefined);
/** A person's key: their mobile ('m:+14045550199') or, without one, their e-mail ('e:pat@example.com'). */
export const personKeyParams = z.object({ key: z.string().regex(/^(m:\+\d{6,15}|e:[^\s]{3,254})$/) });
/** A cursor that is one position (a thread's or a text's), digits only. */
export const positionCursor = z
  .string()
  .regex(/^\d{1,15}$/)
  .optional()
  .catch(undefined);
/** A thread is named by its number (E.164). */
export const thread = z.object({ phone: z.string().regex(/^\+[1-9]\d{6,14}$/) });
