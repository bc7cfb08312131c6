// Entry point for `npm run assistant:test [-- --dry-run]`.
import { siteConfig } from '../src/common/site-config.ts';
import { AssistantTestError, runAssistantTests, testSettings } from '../src/server/receptionist/assistant/assistant-test.ts';
import { scenarios } from '../src/server/receptionist/assistant/assistant-scenarios.ts';

const list = scenarios(siteConfig);
try {
  if (process.argv.includes('--dry-run')) {
    for (const scenario of list) console.log(`${scenario.name}\n${JSON.stringify(scenario.messages, null, 2)}\n`);
    console.log(`${list.length} scenarios; nothing was sent.`);
  } else {
    process.exitCode = (await runAssistantTests(testSettings(process.env), list)) > 0 ? 1 : 0;
  }
} catch (error) {
  console.error(error instanceof AssistantTestError ? error.message : error);
  process.exitCode = 1;
}
