// The crew who may sign in to Today: the list, one added, one taken off. Served by the app's
// team (server/app/owner/).
import { z } from 'zod';
import type { CrewAnswer } from '../owner-inbox.ts';
import type { RoutesOf } from './contract.ts';
import { email } from './request-parts.ts';

export interface CrewAnswers {
  'GET /owner/api/crew': CrewAnswer;
  'POST /owner/api/crew': CrewAnswer;
  'DELETE /owner/api/crew/:email': CrewAnswer;
}

export const CREW_ROUTES = {
  'GET /owner/api/crew': { access: 'owner' },
  'POST /owner/api/crew': { access: 'owner', body: z.object({ email }), invalid: 'Enter the crew member’s e-mail address.' },
  'DELETE /owner/api/crew/:email': {
    access: 'owner',
    params: z.object({ email }),
    invalid: 'Name the crew member by their e-mail address.',
  },
} as const satisfies RoutesOf<CrewAnswers>;
