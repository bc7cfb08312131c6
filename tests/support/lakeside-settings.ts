// Lakeside Bins set up from its inbox's Settings, as its owner answers them: who it is, the zips
// it serves (under no jurisdiction's holiday rules) and its prices.
import { expect } from 'vitest';
import type { paidStack } from './paid-stack.ts';
import { CHICAGO_ZIPS, LAKESIDE, LAKESIDE_PRICES } from './lakeside.ts';

export async function answerLakesideSettings(s: Awaited<ReturnType<typeof paidStack>>, areas: string[]) {
  const owner = await s.owner();
  const put = async (part: string, payload: object) => {
    const res = await s.app.inject({ method: 'PUT', url: `/owner/api/business/${part}`, headers: owner.headers, payload });
    expect(res.statusCode, res.body).toBe(200);
  };
  const { parts } = (await owner.get('/owner/api/business')).json();
  await put('about', LAKESIDE);
  await put('schedule', {
    ...parts.schedule,
    jurisdictions: parts.schedule.jurisdictions.map((j: { id: string }) => ({ id: j.id, zips: [] })),
    otherZips: CHICAGO_ZIPS,
    areas,
  });
  await put('prices', LAKESIDE_PRICES);
}
