// What a call achieved, as the platform's analysis reports it: declared once, as a zod schema.
// The assistant's structured-data plan sends its JSON Schema; the call record reads the report
// back with it (a report that does not match keeps its summary, without an outcome).
import { z } from 'zod';
import { SERVICE_TYPES } from '../../../common/services.ts';

export const CALL_OUTCOMES = ['booked', 'question answered', 'outside the area', 'wants a person', 'spam or silence'] as const;
export type CallOutcome = (typeof CALL_OUTCOMES)[number];

export const callAnalysisSchema = z.object({
  outcome: z.enum(CALL_OUTCOMES).describe('what the call achieved'),
  serviceInterest: z.enum([...SERVICE_TYPES, 'none']).describe('the service the caller was interested in'),
  followUp: z
    .object({
      needed: z.boolean().describe('whether someone from the team should get back to the caller'),
      reason: z.string().describe('why, in a few words; empty when not needed'),
    })
    .describe('whether the team must follow up'),
});

export type CallAnalysis = z.output<typeof callAnalysisSchema>;

/** The JSON Schema the platform's structured-data plan takes. */
export const callAnalysisJsonSchema = () => z.toJSONSchema(callAnalysisSchema, { target: 'draft-7' });

/** The report's structured data, when it matches. */
export function readCallAnalysis(structuredData: unknown): CallAnalysis | null {
  const parsed = callAnalysisSchema.safeParse(structuredData);
  return parsed.success ? parsed.data : null;
}
