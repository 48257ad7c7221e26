// The pickers' search data, one copy of each distinct name: what fuzzysort 4.0.2 (MIT,
// farzher; pinned, and the answers' reference in the tests) prepares of a name, packed into
// a few typed arrays instead of an object, an array of codes and a string per name and key.
// fuzzysort's index of the start form's 20,000 options held about 72,000 prepared names (the
// two-key index, and the index by customer's two copies of every name): most of the window's
// heap at 20,000 projects (bench:memory). Here a name is its lower-case code units, the
// places where its words begin, and the bits of the characters it holds; a customer shared by
// a thousand projects is one entry.
//
// The preparation is fuzzysort's own (prepTarget, indexBeginnings, prepQuery): characters
// remapped (accents dropped, curly quotes and dashes made plain), lower-cased, a word beginning
// where an upper-case letter follows a lower-case one or a letter or digit follows anything
// else. ./name-score.ts scores a query against an entry as fuzzysort scores it.

/** fuzzysort's bit for a space in a name (a query's bits never carry it). */
export const SPACE_BIT = 1 << 27;

// fuzzysort's remapping: these characters read as the plain ones below them.
const REMAP_FROM = '\\"`‘’‚‛“”„‟«»‹›‐–—−⁄∕…øØłŁđĐðÐıħĦŧŦ';
const REMAP_TO = "/''''''''''''''----//.oOlLdDdDihHtT";
const REMAPPED = new Map<string, string>([...REMAP_FROM].map((c, i) => [c, REMAP_TO[i]!]));

function remapCharacter(char: string): string {
  const remapped = REMAPPED.get(char);
  if (remapped !== undefined) return remapped;
  if (char.charCodeAt(0) < 128) return char;
  // An accented letter reads as its letter (é as e); a character that decomposes into more than one stays itself.
  const plain = char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  return plain.length === 1 ? plain : char;
}

/** Code unit by code unit (as fuzzysort: a lone surrogate stays itself), so a name keeps its length. */
export function remapChars(value: string): string {
  return /[^\x00-\x7F]|[\\"`]/.test(value) ? value.replace(/[^\x00-\x7F]|[\\"`]/g, remapCharacter) : value;
}

/** fuzzysort's bits of a lower-case code: a letter each, one for digits, one for other ASCII, one for the rest. */
function bitOf(code: number): number {
  const bit = code >= 97 && code <= 122 ? code - 97 : code >= 48 && code <= 57 ? 26 : code <= 127 ? 30 : 31;
  return 1 << bit;
}

/** A query as the search reads it (fuzzysort's prepQuery). */
export interface Query {
  /** Remapped, trimmed and lower-cased. */
  readonly lower: string;
  readonly codes: readonly number[];
  /** The characters it holds, as bits: a name without one of them cannot match. */
  readonly bitflags: number;
  /** Several words: each is matched apart (`parts`, each once), and the whole where the name has spaces. */
  readonly hasSpace: boolean;
  readonly parts: readonly Query[];
}

export function prepareQuery(search: string): Query {
  const lower = remapChars(search).trim().toLowerCase();
  const codes: number[] = [];
  let bitflags = 0;
  let hasSpace = false;
  for (let i = 0; i < lower.length; i++) {
    const code = lower.charCodeAt(i);
    codes.push(code);
    if (code === 32) hasSpace = true;
    else bitflags |= bitOf(code);
  }
  const parts = hasSpace ? [...new Set(lower.split(/\s+/))].map(prepareQuery) : [];
  return { lower, codes, bitflags, hasSpace, parts };
}

/**
 * Distinct names, packed: entry `e`'s lower-case codes are `codes[codeStart[e]..codeStart[e+1])`,
 * the places its words begin `begins[beginStart[e]..beginStart[e+1])` (ascending), its bits
 * `flags[e]` (SPACE_BIT where it has a space).
 */
export interface NameTable {
  readonly codes: Uint16Array;
  readonly codeStart: Uint32Array;
  readonly begins: Uint16Array | Uint32Array;
  readonly beginStart: Uint32Array;
  readonly flags: Int32Array;
  /** Entries. */
  readonly size: number;
}

/** Collects distinct names and packs them (`add` answers a name's entry; the same name, the same entry). */
export class NameTableBuilder {
  private readonly entries = new Map<string, number>();
  private codes = new Uint16Array(1024);
  private codesLen = 0;
  private codeStart = new Uint32Array(64);
  private begins = new Uint32Array(256);
  private beginsLen = 0;
  private beginStart = new Uint32Array(64);
  private flags = new Int32Array(64);
  private size = 0;

  add(name: string): number {
    let entry = this.entries.get(name);
    if (entry !== undefined) return entry;
    entry = this.size++;
    this.entries.set(name, entry);
    if (this.size + 1 > this.flags.length) {
      this.codeStart = grow(this.codeStart, this.size + 1);
      this.beginStart = grow(this.beginStart, this.size + 1);
      this.flags = grow(this.flags, this.size + 1);
    }
    const remapped = remapChars(name);
    const lower = remapped.toLowerCase();
    if (this.codesLen + lower.length > this.codes.length) this.codes = grow(this.codes, this.codesLen + lower.length);
    if (this.beginsLen + remapped.length > this.begins.length) this.begins = grow(this.begins, this.beginsLen + remapped.length);
    const codes = this.codes;
    const begins = this.begins;
    let at = this.codesLen;
    let bitflags = 0;
    for (let i = 0; i < lower.length; i++) {
      const code = lower.charCodeAt(i);
      codes[at++] = code;
      bitflags |= code === 32 ? SPACE_BIT : bitOf(code);
    }
    // Word beginnings are read on the remapped name before lower-casing (its capitals mark them).
    let b = this.beginsLen;
    let wasUpper = false;
    let wasAlnum = false;
    for (let i = 0; i < remapped.length; i++) {
      const code = remapped.charCodeAt(i);
      const upper = code >= 65 && code <= 90;
      const alnum = upper || (code >= 97 && code <= 122) || (code >= 48 && code <= 57);
      if ((upper && !wasUpper) || !wasAlnum || !alnum) begins[b++] = i;
      wasUpper = upper;
      wasAlnum = alnum;
    }
    this.codesLen = at;
    this.beginsLen = b;
    this.codeStart[entry + 1] = at;
    this.beginStart[entry + 1] = b;
    this.flags[entry] = bitflags;
    return entry;
  }

  build(): NameTable {
    const begins = this.begins.subarray(0, this.beginsLen);
    const longest = begins.reduce((m, x) => Math.max(m, x), 0);
    return {
      codes: this.codes.slice(0, this.codesLen),
      codeStart: this.codeStart.slice(0, this.size + 1),
      begins: longest < 0xffff ? Uint16Array.from(begins) : begins.slice(),
      beginStart: this.beginStart.slice(0, this.size + 1),
      flags: this.flags.slice(0, this.size),
      size: this.size,
    };
  }
}

/** `array` copied into one at least `least` long (doubling, so that adding stays cheap). */
function grow<A extends Uint16Array | Uint32Array | Int32Array>(array: A, least: number): A {
  const bigger = new (array.constructor as new (n: number) => A)(Math.max(least, array.length * 2));
  bigger.set(array);
  return bigger;
}
