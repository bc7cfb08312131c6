// A part of the settings (the texting rules, the crew's policy) handed to what was built with a
// plain object of rules, read through to the settings in force at each use: an owner's change
// reaches a store made at start without rebuilding it. What a constructor copies out of it stays
// as it was then, so the stores read their rules where they use them.
export function liveView<T extends object>(read: () => T): T {
  return new Proxy({} as T, {
    get: (_target, key) => Reflect.get(read(), key),
    has: (_target, key) => Reflect.has(read(), key),
    ownKeys: () => Reflect.ownKeys(read()),
    getOwnPropertyDescriptor: (_target, key) => {
      const found = Reflect.getOwnPropertyDescriptor(read(), key);
      return found && { ...found, configurable: true };
    },
  });
}
