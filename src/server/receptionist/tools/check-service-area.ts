// check_service_area: the page's zip check, for callers.
import { z } from 'zod';
import { checkZip } from '../../../common/service-area.ts';
import type { ReceptionistContext } from './context.ts';
import { defineTool } from '../../platform/voice/voice-tool.ts';
import { zipArg } from './tool-args.ts';

export const checkServiceArea = defineTool<z.ZodObject<{ zip: typeof zipArg }>, ReceptionistContext>({
  name: 'check_service_area',
  description: 'Check whether a zip code is in the service area.',
  args: z.object({ zip: zipArg }),
  timeoutSeconds: 10,
  notDone: 'Not checked yet.',
  run({ zip }, { settings }) {
    const { serviceArea } = settings.current();
    const result = checkZip(zip, serviceArea.zips);
    if (result.kind === 'invalid') return 'That is not a 5-digit zip code. Ask the caller to repeat their zip code.';
    if (result.kind === 'served') return `Yes: ${result.zip} is in our service area.`;
    return `No: ${result.zip} is outside our service area (${serviceArea.areas.join(', ')}). Offer to take their details so the team can follow up if we expand.`;
  },
});
