// The owner's lists as CSV files (the payments' own is with the payments). Served by the app's
// exports (server/app/owner/).
import { z } from 'zod';
import type { RoutesOf } from './contract.ts';

/** The files the owner can export, besides the payments'. */
export const EXPORT_FILES = ['leads.csv', 'bookings.csv', 'calls.csv'] as const;
export type ExportFile = (typeof EXPORT_FILES)[number];

export interface ExportAnswers {
  /** A CSV file: leads.csv, bookings.csv or calls.csv. */
  'GET /owner/api/export/:file': string;
}

export const EXPORT_ROUTES = {
  'GET /owner/api/export/:file': {
    access: 'owner',
    params: z.object({ file: z.enum(EXPORT_FILES) }),
    invalid: 'Export leads.csv, bookings.csv or calls.csv.',
  },
} as const satisfies RoutesOf<ExportAnswers>;
