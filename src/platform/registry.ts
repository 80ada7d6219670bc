/**
 * An open, keyed registry: a module adds its entries from its own index.ts (notification kinds, start sections,
 * who may read comments on a subject type …), so the module that reads the registry never imports the modules
 * that fill it. A key registered twice is a start-up error naming both registrants; `register` returns its undo
 * (tests, and a module that stops providing).
 */
export type Registry<Key extends string, Value> = {
  readonly name: string;
  register(key: Key, value: Value): () => void;
  lookup(key: Key): Value | undefined;
  /** The entries in the order they were registered. */
  list(): [Key, Value][];
  keys(): Key[];
  values(): Value[];
};

/** Where `register` was called from (two frames: a module's own wrapper, then its caller), for a duplicate's error. */
function registrant(): string {
  const frames = (new Error().stack ?? '').split('\n').slice(1).filter((f) => !f.includes('platform/registry.ts'));
  return frames.slice(0, 2).map((f) => f.trim().replace(/^at /, '')).join(' ← ') || 'unknown';
}

export function createRegistry<Key extends string, Value>(name: string): Registry<Key, Value> {
  const entries = new Map<Key, { value: Value; by: string }>();
  return {
    name,
    register(key, value) {
      const by = registrant();
      const existing = entries.get(key);
      if (existing) throw new Error(`${name}: "${key}" is registered twice, by ${existing.by} and by ${by}`);
      const entry = { value, by };
      entries.set(key, entry);
      return () => {
        if (entries.get(key) === entry) entries.delete(key);
      };
    },
    lookup: (key) => entries.get(key)?.value,
    list: () => [...entries].map(([key, { value }]) => [key, value]),
    keys: () => [...entries.keys()],
    values: () => [...entries.values()].map((e) => e.value),
  };
}

/**
 * A keyed provider: the answer of the module registered for a key, or `fallback` (the safe answer) while none is.
 * E.g. "who may read comments on a subject of type X": comments asks, the module owning X provides.
 */
export type KeyedProvider<Key extends string, Fn extends (...args: never[]) => unknown> = Registry<Key, Fn> & { for(key: Key): Fn };

export function createKeyedProvider<Key extends string, Fn extends (...args: never[]) => unknown>(name: string, fallback: Fn): KeyedProvider<Key, Fn> {
  const registry = createRegistry<Key, Fn>(name);
  return { ...registry, for: (key) => registry.lookup(key) ?? fallback };
}
