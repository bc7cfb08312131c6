// The receptionist's tools, in the order the assistant lists them, and what they run with: the
// stores the app gives them. The receptionist composes the business's rooms (it takes leads now,
// and will hold dates), which is why its tools live here and not with any one of them.
import type { VoiceTool } from '../../platform/voice/voice-tool.ts';
import { bookService } from './book-service.ts';
import { checkServiceArea } from './check-service-area.ts';
import { findServiceDates } from './find-service-dates.ts';
import type { ReceptionistContext } from './context.ts';
import { confirmPhoneCode, sendPhoneCode } from './phone-code-tools.ts';
import { pauseMembership, resumeMembership } from './pause-tools.ts';
import { nextVisit } from './next-visit-tool.ts';
import { cancelBooking, changeDates, moveVisit, skipVisit } from './change-tools.ts';
import { changeCansTool } from './cans-tool.ts';
import { sendBookingLink } from './send-booking-link-tool.ts';
import type { SiteConfig } from '../../../common/site-config.schema.ts';

export const receptionistTools: readonly VoiceTool<ReceptionistContext>[] = [
  checkServiceArea,
  findServiceDates,
  sendPhoneCode,
  confirmPhoneCode,
  bookService,
  sendBookingLink,
  pauseMembership,
  resumeMembership,
  nextVisit,
  changeDates,
  moveVisit,
  skipVisit,
  cancelBooking,
  changeCansTool,
];

/** The tools the assistant is told of: the booking link only where the business books online (its settings). */
export const toolsFor = (config: Pick<SiteConfig, 'onlineBooking'>) =>
  receptionistTools.filter((tool) => tool !== sendBookingLink || config.onlineBooking.on);
