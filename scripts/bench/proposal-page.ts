// A commercial proposal's page in `npm run bench` (and `npm run bench:proposal` alone): its first
// load on a 390 px phone (the document with its headers; no script), and its LCP beside the same
// page client-rendered (Lighthouse's mobile preset, pairs in turn, idle and with a core kept
// busy). The proposal is written and sent through the stores, as the owner's inbox does, in the
// built server's own data folder.
import { proposalSchema } from '../../src/common/proposals.ts';
import { siteConfig } from '../../src/common/site-config.ts';
import { proposalFacts } from '../../src/server/money/account-flow/proposal-facts.ts';
import { systemClock } from '../../src/server/platform/clock/clock.ts';
import { channelsOn } from '../../src/server/app/wiring/channels.ts';
import { openStores } from '../../src/server/app/wiring/stores.ts';
import { benchServerPage, serverPageRows, type ServerPageResult } from './server-page-rows.ts';
import { SAMPLE_PROPOSAL } from './proposal-sample.ts';
import { openBusinessDatabase } from '../../src/server/app/schema/schema-history.ts';

export type ProposalPageResult = ServerPageResult;

/** Writes and sends the sample proposal in a server's data folder: its page's path. */
function sentProposal(dataDir: string): string {
  const db = openBusinessDatabase(dataDir);
  try {
    const { proposals, bookings } = openStores(db, { clock: systemClock, channels: channelsOn({ webhook: false }) });
    const draft = proposals.draft(proposalSchema(siteConfig.commercial).parse(SAMPLE_PROPOSAL), {});
    const sent = proposals.send(draft.id, (p) => proposalFacts(p, bookings.dates, siteConfig.commercial));
    if (!sent.ok) throw new Error(`the proposal was not sent: ${sent.problem}`);
    return `/proposal/${sent.link}`;
  } finally {
    db.close();
  }
}

export const benchProposalPage = (options?: { lcpRuns?: number }) =>
  benchServerPage((dataDir) => ({ path: sentProposal(dataDir) }), 'client-rendered-proposal', options);

/** The page's rows of the bench's table. */
export const proposalRows = (result: ProposalPageResult) =>
  serverPageRows(
    "A commercial proposal's page /proposal/<token>: the document with its headers (server-rendered, two addresses)",
    'The proposal page',
    result,
  );
