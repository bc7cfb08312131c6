// Ava's definition on the voice platform follows the owner's settings: her prompt says the prices,
// the area and the days as they stand. Each minute the scheduler asks; a version of the settings
// not yet on the platform is synced (an update only where the platform's copy differs), and a
// failure is tried again the next minute. After a restart the first sync finds it unchanged.
import type { SiteConfig } from '../../../common/site-config.schema.ts';

interface Log {
  info: (fields: object, message: string) => void;
  warn: (fields: object, message: string) => void;
}

export class AssistantFollow {
  private synced = 0;
  private running: Promise<void> | null = null;

  constructor(
    private readonly settings: { version(): number; current(): SiteConfig },
    private readonly sync: (config: SiteConfig) => Promise<unknown>,
    private readonly log: Log,
  ) {}

  /** Syncs the settings in force when a version is not on the platform yet; one sync at a time. */
  tick(): Promise<void> {
    const version = this.settings.version();
    if (this.running || version === 0 || version === this.synced) return this.running ?? Promise.resolve();
    this.running = this.sync(this.settings.current())
      .then((result) => {
        this.synced = version;
        this.log.info({ version, result }, "Ava's definition follows the settings");
      })
      .catch((error: unknown) => this.log.warn({ version, error: String(error) }, "Ava's definition not synced: tried again in a minute"))
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }
}
