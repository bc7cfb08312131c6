// How many inputs a property-based test tries. `npm test` tries a quarter of each test's full
// count (the fast check a newcomer runs); `npm run test:deep` (TEST_DEEP=1), which CI runs too,
// tries the full count. The properties are the same either way.
export const propertyRuns = (full: number) => (process.env.TEST_DEEP ? full : Math.ceil(full / 4));
