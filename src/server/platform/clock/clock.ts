// The one place the server reads the time. Everything that depends on 'now' (what is stored when,
// when a delivery is due, which dates are offered) takes a Clock, so a test sets the time instead
// of waiting for it. Lint allows Date.now() and new Date() here only.
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

/** A clock that stands still until it is moved: for tests, benchmarks and one-off commands. */
export class SettableClock implements Clock {
  private at: number;

  constructor(start: number | string) {
    this.at = typeof start === 'number' ? start : Date.parse(start);
    if (Number.isNaN(this.at)) throw new Error(`not a time: ${start}`);
  }

  now() {
    return this.at;
  }

  set(to: number | string) {
    this.at = typeof to === 'number' ? to : Date.parse(to);
  }

  advance(ms: number) {
    this.at += ms;
  }
}

/**
 * A clock that runs at the real pace from a chosen start: for tests whose deliveries retry on
 * real timers yet must not depend on the time of day they run at (cut-offs, evening lists).
 */
export class RunningClock implements Clock {
  private offset: number;

  constructor(start: string) {
    this.offset = Date.parse(start) - Date.now();
    if (Number.isNaN(this.offset)) throw new Error(`not a time: ${start}`);
  }

  now() {
    return Date.now() + this.offset;
  }

  /** Jumps to a moment (a test's 'the day after the visit'); the clock goes on running from there. */
  set(to: string) {
    this.offset = Date.parse(to) - Date.now();
  }

  /** Jumps ahead (a test's 'three days later'); the clock goes on running from there. */
  advance(ms: number) {
    this.offset += ms;
  }
}
