// The built app as `npm run bench` runs it for bookings: the production server code with room
// for the benchmark's bookings (1,000 a day, the most the config allows), so it measures
// bookings taken, not dates refused. Started by scripts/bench/booking.ts as a child process.
import { buildApp } from '../../dist/node/server/app.js';
import { loadEnv } from '../../dist/node/server/env.js';
import { siteConfig } from '../../dist/node/common/site-config.js';

const env = loadEnv(process.env);
const app = await buildApp({ env, site: false, booking: { ...siteConfig.booking, capacityPerDay: 1000 } });
await app.listen({ host: env.HOST, port: env.PORT });
