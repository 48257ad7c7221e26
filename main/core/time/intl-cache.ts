// Intl objects kept per locale and options: making one costs tens of microseconds and a few
// kilobytes of the engine's heap (issue 71 measures it), and the tray, the status line and the
// command line format on every change. Few keys are ever seen in one run (the system's locale,
// perhaps one change of it); the bound keeps a locale that keeps changing harmless.

const LIMIT = 64;

/** A bounded cache: `make` runs once per key until LIMIT keys are held, then the cache starts again. */
export function intlCache<T>(): (key: string, make: () => T) => T {
  const held = new Map<string, T>();
  return (key, make) => {
    const known = held.get(key);
    if (known !== undefined) return known;
    if (held.size >= LIMIT) held.clear();
    const made = make();
    held.set(key, made);
    return made;
  };
}
