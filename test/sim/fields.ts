// Reads and validates form bodies and query strings. Every problem is collected per
// field; `done()` throws one 422 naming all of them, so a client sees every mistake at once.
import { validationFailed, type FieldErrors } from './errors.ts';
import { parseDate, parseDateTime, parseDuration, parseTime } from './format.ts';

export type Source = Record<string, unknown>;

const INT = /^-?\d+$/;
const NUMBER = /^-?\d+(\.\d+)?$/;
const GUID = /^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/;

export class Fields {
  readonly errors: FieldErrors = {};

  constructor(private readonly source: Source) {}

  static of(source: unknown): Fields {
    return new Fields(source && typeof source === 'object' ? (source as Source) : {});
  }

  /** True when the field was sent (array forms `x[]` included). */
  has(name: string): boolean {
    return this.source[name] !== undefined || this.source[`${name}[]`] !== undefined;
  }

  fail(name: string, message: string): undefined {
    (this.errors[name] ??= []).push(message);
    return undefined;
  }

  get ok(): boolean {
    return Object.keys(this.errors).length === 0;
  }

  /** Throws the collected field errors as one 422. */
  done(): void {
    if (!this.ok) throw validationFailed(this.errors);
  }

  /** A scalar value as sent; undefined when absent; an error when repeated. */
  private scalar(name: string, required: boolean): string | undefined {
    const raw = this.source[name];
    if (raw === undefined) {
      if (required) this.fail(name, 'is required');
      return undefined;
    }
    if (Array.isArray(raw)) return this.fail(name, 'must be a single value');
    return String(raw);
  }

  str(name: string, opts: { required?: boolean; max?: number; nonEmpty?: boolean } = {}): string | undefined {
    const v = this.scalar(name, opts.required ?? false);
    if (v === undefined) return undefined;
    if ((opts.required || opts.nonEmpty) && v.trim() === '') return this.fail(name, 'must not be empty');
    if (v.length > (opts.max ?? 10_000)) return this.fail(name, `must be at most ${opts.max ?? 10_000} characters`);
    return v;
  }

  /** A string that may be cleared: empty or absent maps to null when sent empty. */
  nullableStr(name: string, max = 10_000): string | null | undefined {
    const v = this.str(name, { max });
    if (v === undefined) return undefined;
    return v === '' ? null : v;
  }

  int(name: string, opts: { required?: boolean; min?: number; max?: number } = {}): number | undefined {
    const v = this.scalar(name, opts.required ?? false);
    if (v === undefined) return undefined;
    if (!INT.test(v.trim())) return this.fail(name, 'must be an integer');
    const n = Number(v.trim());
    if (!Number.isSafeInteger(n)) return this.fail(name, 'must be an integer');
    if (opts.min !== undefined && opts.max !== undefined && (n < opts.min || n > opts.max))
      return this.fail(name, `must be between ${opts.min} and ${opts.max}`);
    if (opts.min !== undefined && n < opts.min) return this.fail(name, `must be at least ${opts.min}`);
    if (opts.max !== undefined && n > opts.max) return this.fail(name, `must be at most ${opts.max}`);
    return n;
  }

  /** An id referring to a record: a positive integer. */
  id(name: string, required = false): number | undefined {
    return this.int(name, { required, min: 1 });
  }

  /** A nullable id: an empty value clears it. */
  nullableId(name: string): number | null | undefined {
    if (this.source[name] === '') return null;
    return this.id(name);
  }

  number(name: string, opts: { required?: boolean; min?: number } = {}): number | undefined {
    const v = this.scalar(name, opts.required ?? false);
    if (v === undefined) return undefined;
    if (!NUMBER.test(v.trim())) return this.fail(name, 'must be a number');
    const n = Number(v);
    if (opts.min !== undefined && n < opts.min) return this.fail(name, `must be at least ${opts.min}`);
    return n;
  }

  /** A decimal sent as a string (rates); answered back as a number or a two-decimal string. */
  decimal(name: string, required = false): number | undefined {
    return this.number(name, { required, min: 0 });
  }

  /** Booleans accept true/false and 1/0 (contract.md 1b). */
  bool(name: string, required = false): boolean | undefined {
    const v = this.scalar(name, required);
    if (v === undefined) return undefined;
    const t = v.trim().toLowerCase();
    if (t === 'true' || t === '1') return true;
    if (t === 'false' || t === '0') return false;
    return this.fail(name, 'must be a boolean (true, false, 1 or 0)');
  }

  /** Integer 0/1 flags such as `active` and `required_task`. */
  flag(name: string, required = false): 0 | 1 | undefined {
    const v = this.scalar(name, required);
    if (v === undefined) return undefined;
    const t = v.trim();
    if (t === '0' || t === '1') return Number(t) as 0 | 1;
    return this.fail(name, 'must be 0 or 1');
  }

  oneOf<T extends string>(name: string, allowed: readonly T[], required = false): T | undefined {
    const v = this.scalar(name, required);
    if (v === undefined) return undefined;
    if (!(allowed as readonly string[]).includes(v)) return this.fail(name, `must be one of: ${allowed.join(', ')}`);
    return v as T;
  }

  date(name: string, required = false): string | undefined {
    const v = this.scalar(name, required);
    if (v === undefined) return undefined;
    return parseDate(v) === null ? this.fail(name, 'must be a date YYYY-MM-DD') : v;
  }

  /** A time of day `HH:MM:SS` in seconds since midnight. */
  time(name: string, required = false): number | undefined {
    const v = this.scalar(name, required);
    if (v === undefined) return undefined;
    const s = parseTime(v);
    return s === null ? this.fail(name, 'must be a time HH:MM:SS between 00:00:00 and 23:59:59') : s;
  }

  /** A nullable time of day: an empty value clears it. */
  nullableTime(name: string): number | null | undefined {
    if (this.source[name] === '') return null;
    return this.time(name);
  }

  /** A duration `HH:MM:SS` in seconds. */
  duration(name: string, required = false): number | undefined {
    const v = this.scalar(name, required);
    if (v === undefined) return undefined;
    const s = parseDuration(v);
    return s === null ? this.fail(name, 'must be a duration HH:MM:SS') : s;
  }

  /** A datetime; one sent without an offset is local time at `offsetMinutes` (the account's zone). */
  dateTime(name: string, offsetMinutes: number): number | null | undefined {
    const v = this.scalar(name, false);
    if (v === undefined) return undefined;
    if (v === '') return null;
    const ms = parseDateTime(v, offsetMinutes);
    return ms === null ? this.fail(name, 'must be a datetime YYYY-MM-DD HH:MM:SS or ISO 8601') : ms;
  }

  /** Raw values of an array field in a body: `a=1,2`, `a=1&a=2` or `a[]=1&a[]=2`. */
  private arrayValues(name: string): string[] | undefined {
    const raw = this.source[name] ?? this.source[`${name}[]`];
    if (raw === undefined) return undefined;
    const list = Array.isArray(raw) ? raw.map(String) : [String(raw)];
    return list.flatMap((v) => v.split(',')).map((v) => v.trim()).filter((v) => v !== '');
  }

  intArray(name: string, opts: { min?: number; max?: number } = {}): number[] | undefined {
    const values = this.arrayValues(name);
    if (values === undefined) return undefined;
    const out: number[] = [];
    for (const v of values) {
      const n = Number(v);
      if (!INT.test(v) || (opts.min !== undefined && n < opts.min) || (opts.max !== undefined && n > opts.max)) {
        const range = opts.min !== undefined && opts.max !== undefined ? ` between ${opts.min} and ${opts.max}` : '';
        return this.fail(name, `must be a list of integers${range}`);
      }
      out.push(n);
    }
    return out;
  }

  /** A filter of integer ids (comma-separated list in the query). */
  idList(name: string): number[] | undefined {
    return this.intArray(name, { min: 1 });
  }

  /** A filter of GUIDs or integer ids (to-do ids, report `id`). */
  guidList(name: string): string[] | undefined {
    const values = this.arrayValues(name);
    if (values === undefined) return undefined;
    if (values.some((v) => !GUID.test(v) && !/^\d+$/.test(v))) return this.fail(name, 'must be a list of ids');
    return values.map((v) => v.toLowerCase());
  }

  /** A field that may not be sent on update. */
  immutable(name: string): void {
    if (this.has(name)) this.fail(name, 'cannot be changed');
  }

  /** `opt_page_limit` (1..100, default 50) and `opt_page` (1-based). */
  page(): { limit: number; page: number } {
    return { limit: this.int('opt_page_limit', { min: 1, max: 100 }) ?? 50, page: this.int('opt_page', { min: 1 }) ?? 1 };
  }
}
