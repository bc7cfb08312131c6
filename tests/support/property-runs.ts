// How many inputs a property-based test tries. `npm test` tries a quarter of each test's full
// count (the fast check a newcomer runs); with TEST_DEEP=1 (`npm run test:deep`, and CI's npm test)
// it tries the full count. The properties are the same either way.
export const propertyRuns = (full: number) => (process.env.TEST_DEEP ? full : Math.ceil(full / 4));
