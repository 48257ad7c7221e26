// fuzzysort narrows a snapshot's search to the rows its previous search matched when the new
// query begins with the previous one: the second word of "acme mob" is looked for among the
// projects "acme" matched, not among all 20,000. A space typed after a word is answered with
// what the word listed (fuzzysort trims the query: the same answer), and a word is searched
// by detail (./grouped-index.ts), not in the two-key snapshot, which then has not seen it:
// this hands that snapshot the rows the word matched, as if it had searched the word itself.
// The space then costs no search of both keys over every option (1 to 2.4 ms in bench:ui,
// the costliest key of a two-word query).
//
// These are fuzzysort's private fields (4.0.2, pinned in package.json), read and written here
// only. When they are not what this expects (another version), nothing is handed over and
// the next search is a full one: slower, never wrong. test/renderer/pickers/narrowing.test.ts
// holds the answers after a hand-over to those of a fresh search.

/** What fuzzysort keeps of a snapshot's last search. */
interface LastSearch {
  /** The index is made (the rows below exist). */
  _done: boolean;
  /** The rows the last search matched, in order, in its first `_lastRowsLen` places. */
  _rows: Uint32Array;
  _lastRowsLen: number;
  /** The last query as fuzzysort read it (lower case, trimmed); null: none to narrow from. */
  _lastQuery: string | null;
  /** Rows in the index. */
  _rowCount: number;
}

function lastSearchOf(snapshot: object): LastSearch | null {
  const s = snapshot as Partial<LastSearch>;
  const known =
    s._done === true && s._rows instanceof Uint32Array && typeof s._lastRowsLen === 'number' && typeof s._rowCount === 'number' && (s._lastQuery === null || typeof s._lastQuery === 'string');
  return known ? (s as LastSearch) : null;
}

/** The rows (places in the list indexed, ascending) the snapshot's last search matched, and its query as fuzzysort read it; null: not known. */
export function lastMatched(snapshot: object): { readonly query: string; readonly rows: Uint32Array } | null {
  const s = lastSearchOf(snapshot);
  if (s === null || s._lastQuery === null || s._lastRowsLen > s._rows.length) return null;
  return { query: s._lastQuery, rows: s._rows.subarray(0, s._lastRowsLen) };
}

/**
 * The snapshot's next search of a query that begins with `query` (as fuzzysort reads it)
 * looks among `rows` alone: ascending, and holding every row `query` matches. Answers
 * whether it was handed over.
 */
export function narrowNext(snapshot: object, query: string, rows: ArrayLike<number>): boolean {
  const s = lastSearchOf(snapshot);
  if (s === null || rows.length > s._rows.length) return false;
  for (let i = 0; i < rows.length; i++) if (rows[i]! >= s._rowCount || (i > 0 && rows[i]! <= rows[i - 1]!)) return false;
  s._rows.set(rows);
  s._lastRowsLen = rows.length;
  s._lastQuery = query;
  return true;
}
