// A part of the snapshot kept between publishes while everything it is made of is the same.
// Each tick publishes (every 15 s, and the tests move their clocks over hours: thousands of
// publishes a test), and most of what a snapshot holds did not change since the last one.
// The engine replaces its maps, lists and settings, never changes them in place, so "the
// same" is `===` of each input; a figure that depends on the time lists the instant, the
// minute or the day it depends on among its inputs.

import type { EngineState } from './engine-state.ts';

interface Made<T> {
  readonly inputs: readonly unknown[];
  readonly value: T;
}

/** A memo of one value per engine: `kept(s, inputs, make)` is `make()`, made again only when an input differs. */
export type Kept<T> = (s: EngineState, inputs: readonly unknown[], make: () => T) => T;

export function keptPerEngine<T>(): Kept<T> {
  const kept = keptPerEngineByName<T>();
  return (s, inputs, make) => kept(s, '', inputs, make);
}

/** Element by element, `===`: what a memo compares its inputs with. */
export function sameInputs(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Kept values of one engine by a name (a day's date): at most this many, the oldest dropped. */
const KEPT_BY_NAME = 16;

/** As `keptPerEngine`, one value per name: `kept(s, name, inputs, make)`. */
export type KeptByName<T> = (s: EngineState, name: string, inputs: readonly unknown[], make: () => T) => T;

export function keptPerEngineByName<T>(): KeptByName<T> {
  const made = new WeakMap<EngineState, Map<string, Made<T>>>();
  return (s, name, inputs, make) => {
    let byName = made.get(s);
    if (!byName) made.set(s, (byName = new Map()));
    const m = byName.get(name);
    if (m && sameInputs(m.inputs, inputs)) return m.value;
    const value = make();
    byName.delete(name);
    if (byName.size >= KEPT_BY_NAME) byName.delete(byName.keys().next().value!);
    byName.set(name, { inputs, value });
    return value;
  };
}
