// The doctor's lines, as the command prints them and the inbox's Settings page lists them.

export type DoctorState = 'ok' | 'off' | 'wrong';

export interface DoctorLine {
  state: DoctorState;
  /** The setting the line is about (an environment variable's name). */
  setting: string;
  /** What works, what is off and why, or what is wrong and what to change; never a key. */
  words: string;
}

/** A line as the command prints it: 'ok    SMTP_URL: ...'. */
export const printedLine = ({ state, setting, words }: DoctorLine) => `${state.toUpperCase().padEnd(5)} ${setting}: ${words}`;
