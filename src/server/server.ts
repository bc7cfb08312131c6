// Listens, and closes with grace: SIGTERM/SIGINT stop accepting, finish in-flight requests, then exit.
import { checkSiteConfig, SiteConfigError } from '../common/site-config.schema.ts';
import { siteConfig } from '../common/site-config.ts';
import { buildApp } from './app.ts';
import { RunningClock, systemClock } from './platform/clock/clock.ts';
import { EnvError, loadEnv } from './env.ts';
import { DataDirError } from './platform/db/database.ts';

/** A bad setting, config value or data directory stops the server with its clear message (no stack). */
async function orExit<T>(step: () => T | Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof EnvError || error instanceof SiteConfigError || error instanceof DataDirError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

async function main() {
  const env = await orExit(() => {
    checkSiteConfig(siteConfig);
    return loadEnv();
  });
  const clock = env.TEST_CLOCK_START ? new RunningClock(env.TEST_CLOCK_START) : systemClock;
  const app = await orExit(() => buildApp({ env, clock }));
  if (env.TEST_CLOCK_START) app.log.warn({ start: env.TEST_CLOCK_START }, 'TEST_CLOCK_START is set: the clock is not the real time');
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error(error, 'error while closing');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  await app.listen({ port: env.PORT, host: env.HOST });
}

void main();
