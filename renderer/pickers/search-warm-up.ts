// The search's code is compiled and optimised by running it (V8 compiles a function when it
// is first called and optimises what runs often, with what it saw it do). Before the person
// types, the window searches its own index the way a person types into the picker: a name
// letter by letter, its second and third words (a third word, or a number, took a path the
// first two never did: "out of bounds" in the first round), a customer and a name, a typo.
// Then the picker draws those searches' rows in its hidden list. The first keystrokes then
// run optimised code that has seen every path a search takes, rather than compiling it
// meanwhile and throwing it away at the first path it had not seen.
//
// The index itself, not a sample of it: a warm-up on a few hundred options left code that
// the real list threw away ("wrong map", "out of bounds" in V8's --trace-deopt) and compiled
// again during the first keystrokes, on a thread that a 2-core machine's main thread needed
// (bench:ui's first round p95: 12.8 ms sampled, 10.1 ms on the index, its later rounds 10).

import { rank, type PickOption, type Searchable } from './fuzzy.ts';
import { pageScheduler, postBackground } from '../controls/background-task.ts';
/** Times over the queries: enough for V8's optimising compiler to take the hot functions. */
const ROUNDS = 4;
/**
 * Times the picker draws the typing's rows (each query as typed and as erased): one leaves the
 * biggest drawing functions to be optimised during the first keys (bench:ui's first round
 * p95 7.9 ms, two 7.1; floor 5.7), three gain nothing more.
 */
const REHEARSALS = 2;
/** Work per task (ms): a key pressed meanwhile waits for no more than this. */
const SLICE_MS = 2;

/** The first `n` characters of each word of `text` (lower case), joined by spaces; a word of neither letters nor digits is not typed. */
function prefixes(text: string, upTo: number): string[] {
  const words = text.toLowerCase().split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w));
  const out: string[] = [];
  let typed = '';
  for (const word of words.slice(0, 3)) {
    for (let i = 1; i <= Math.min(word.length, upTo); i++) out.push(`${typed}${word.slice(0, i)}`);
    typed += `${word.slice(0, upTo)} `;
  }
  return out;
}

/** What a person might type to find some of `options`: names and customers as typed, letter by letter, and a typo. */
export function warmUpQueries(options: readonly PickOption[]): string[] {
  const picks = [1, 3, 5].map((k) => options[Math.floor((k * options.length) / 7)]).filter((o): o is PickOption => o !== undefined);
  const queries: string[] = [];
  for (const o of picks) {
    const name = o.label;
    queries.push(...prefixes(name, 5));
    if (o.detail !== null) queries.push(...prefixes(`${o.detail.split(/\s+/)[0]} ${name}`, 4));
  }
  queries.push('qz', 'qzx', '');
  return queries;
}

/** The first keys a person may type: their answers are made and kept (../fuzzy.ts `firstKeys`). */
const FIRST_KEYS = [...'abcdefghijklmnopqrstuvwxyz0123456789'];

/**
 * `run` posted as a task of its own each time, at once: at the lowest priority where the
 * browser has priorities (../controls/background-task.ts), so a click, a screen's loading and
 * its drawing all go first (opening Settings a second after the window loaded waited behind
 * the warm-up's slices and took up to 108 ms to its first frame in bench:ui, over its 100 ms
 * bound); else through a MessageChannel (a timer would wait 4 ms between them).
 */
export function sliceTasks(run: () => void, scheduler = pageScheduler()): { post(): void; close(): void } {
  if (typeof scheduler?.postTask === 'function') {
    const stop = new AbortController();
    return { post: () => void postBackground(run, stop.signal, scheduler), close: () => stop.abort() };
  }
  const channel = new MessageChannel();
  channel.port1.onmessage = run;
  return { post: () => channel.port2.postMessage(null), close: () => channel.port1.close() };
}

/**
 * Starts searching `index` in slices; answers the stop. `done`: called once all have run.
 * `rounds`: times over the typing (0: the code is warm already, as after new recent options
 * alone; only the first keys' answers are made for the new index). `rehearse`: after the
 * searches, called with each query of the typing in turn, one a task, as typed and then as
 * erased (REHEARSALS times), and at the end (or at the stop) with null. The picker draws
 * each one's rows in its hidden list: the code that draws a keystroke's rows is then
 * compiled and optimised before the person types, as the search's is (bench:ui's first
 * round drew with code V8 was still compiling, a few milliseconds a key on a 2-core machine).
 */
export function warmUp<T extends PickOption>(index: Searchable<T>, done?: () => void, rounds = ROUNDS, rehearse?: (query: string | null) => void): () => void {
  const typing = warmUpQueries(index.options);
  const queries = [...Array.from({ length: rounds }, () => typing).flat(), ...FIRST_KEYS];
  const rehearsal = rehearse === undefined || rounds === 0 ? [] : Array.from({ length: REHEARSALS }, () => [...typing, ...[...typing].reverse()]).flat();
  let next = 0;
  let drawn = 0;
  // A message already on its way may still arrive after the port is closed (Node delivers it).
  let stopped = false;
  const slices = sliceTasks(() => {
    if (stopped) return;
    if (next < queries.length) {
      const until = performance.now() + SLICE_MS;
      while (next < queries.length && performance.now() < until) rank(index, queries[next++]!);
      slices.post();
    } else if (drawn < rehearsal.length) {
      // One query a task: the picker's render (a microtask) draws its rows before the next.
      rehearse!(rehearsal[drawn++]!);
      slices.post();
    } else {
      end();
      // The answers kept for Backspace are the warm-up's, for queries nobody typed.
      index.typed.length = 0;
      done?.();
    }
  });
  /** Ends the warm-up, the picker back on the empty field's rows if it drew others. */
  const end = () => {
    stopped = true;
    slices.close();
    if (drawn > 0) rehearse!(null);
  };
  slices.post();
  return () => {
    if (!stopped) end();
  };
}
