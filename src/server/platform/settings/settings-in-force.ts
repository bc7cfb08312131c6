// The business's settings as the owner last set them, for what is written far from a request: the
// words of every e-mail, text, page and invitation (the business's name, phone and e-mail; a
// booking's plan, which may be one the owner added). The server's stores point this at their
// settings when they open; before that, or once their database is closed (a command on no data,
// an app stopped), the defaults a new install has.
import { formatPhone } from '../../../common/phone.ts';
import { businessOf, showBusiness } from '../../../common/page-business.ts';
import { siteConfig } from '../../../common/site-config.ts';
import type { PricingPlan, SiteConfig } from '../../../common/site-config.schema.ts';

let source: () => SiteConfig = () => siteConfig;
let opened: () => boolean = () => true;

/** The settings in force now. */
export const settingsInForce = (): SiteConfig => source();

/** The plans in force now. */
export const plansInForce = (): readonly PricingPlan[] => source().plans;

/** Reads the settings from this provider from now on, while `open` says its database is. */
export function readSettingsFrom(settings: { current(): SiteConfig; opened(): boolean }, open: () => boolean): void {
  source = () => (open() ? settings.current() : siteConfig);
  opened = () => !open() || settings.opened();
  // The page's words this process draws (the e-mails quote some) name the business in force too.
  showBusiness(() => businessOf(source()));
}

/** Whether the business is open (its first run's setup answered). */
export const openedInForce = (): boolean => opened();

/** The business's name now. */
export const brandInForce = (): string => source().brandName;

/** The business's phone now, as written ('(404) 555-0123'). */
export const phoneInForce = (): string => formatPhone(source().phone);

/** The business's e-mail now. */
export const emailInForce = (): string => source().email;
