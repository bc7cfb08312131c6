// What every owner's command shares: --help, and where it writes.

export type Out = (text: string) => void;

export const toStdout: Out = (text) => void process.stdout.write(text);

/** True (after printing the usage line) when the command was asked for help. */
export function askedForHelp(argv: string[], usage: string, out: Out): boolean {
  if (!argv.some((arg) => arg === '--help' || arg === '-h')) return false;
  out(`${usage}\n`);
  return true;
}
