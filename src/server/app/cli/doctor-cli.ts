// `npm run doctor [-- --env-file FILE]`: the settings read as the server reads them (the
// environment, and the file the service reads, when named), each tried where it leads, one line
// each. Exit 0 only when everything set works.
import { readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';
import { printedLine, type DoctorLine } from '../../../common/doctor-lines.ts';
import { EnvError, loadEnv } from '../../env.ts';
import { allWork, runDoctor, type DoctorOptions } from '../health/doctor.ts';
import { askedForHelp, type Out } from './command.ts';

const USAGE = 'Usage: npm run doctor [-- --env-file FILE]   (FILE: the settings file the service reads, e.g. /etc/canfresh/canfresh.env)';

/** Settings that do not parse, as the doctor's lines: one per variable, with the parser's words. */
function unparsedLines(error: EnvError): DoctorLine[] {
  return [...error.message.matchAll(/^ {2}([A-Z0-9_]+)[.\w]*: (.*)$/gm)].map(([, setting, words]) => ({
    state: 'wrong' as const,
    setting: setting!,
    words: words!,
  }));
}

/** The environment the server would see: this one, with the service's settings file over it. */
export function settingsSource(argv: string[], environment: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const at = argv.indexOf('--env-file');
  if (at === -1) return environment;
  const file = argv[at + 1];
  if (!file) throw new Error(`--env-file needs a file.\n${USAGE}`);
  return { ...environment, ...parseEnv(readFileSync(file, 'utf8')) };
}

/** Prints the lines and a summary; answers whether everything set works. */
export async function printDoctor(source: NodeJS.ProcessEnv, out: Out, options: DoctorOptions = {}): Promise<boolean> {
  let lines: DoctorLine[];
  try {
    lines = await runDoctor(loadEnv(source), options);
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    lines = unparsedLines(error);
  }
  for (const line of lines) out(`${printedLine(line)}\n`);
  const broken = lines.filter((line) => line.state === 'wrong').map((line) => line.setting);
  const offCount = lines.filter((line) => line.state === 'off').length;
  out(
    allWork(lines)
      ? `\nEverything set works (${offCount} ${offCount === 1 ? 'setting' : 'settings'} off).\n`
      : `\n${broken.length} to fix: ${[...new Set(broken)].join(', ')}.\n`,
  );
  return allWork(lines);
}

export async function runDoctorCli(argv: string[], environment: NodeJS.ProcessEnv, out: Out): Promise<number> {
  if (askedForHelp(argv, USAGE, out)) return 0;
  return (await printDoctor(settingsSource(argv, environment), out)) ? 0 : 1;
}
