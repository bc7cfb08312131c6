// Component tests fail on console.error unless the test says which errors it expects.
let allowed: RegExp[] = [];

/** Lets this test log errors matching `pattern` (e.g. a failure that is logged, never shown). */
export function allowConsoleErrors(pattern: RegExp) {
  allowed.push(pattern);
}

export function takeAllowedConsoleErrors(): RegExp[] {
  const taken = allowed;
  allowed = [];
  return taken;
}
