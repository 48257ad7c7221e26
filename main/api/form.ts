// application/x-www-form-urlencoded encoding for request bodies and query strings.
//
// One rule set for both, chosen so the service reads every value the same way
// (contract.md 1b accepts each of these forms):
// - booleans are sent as `1` / `0`;
// - arrays are sent as one comma-separated value (`work_days=1,2,3`), which is also how
//   filter parameters take lists; an empty array is sent as an empty value (`key=`) so
//   that "no items" can be expressed in an update;
// - `undefined` is omitted (the field is not sent: on update it keeps its value);
// - `null` is sent as an empty value (`key=`): "clear this field";
// - numbers and bigints as their decimal string; strings as they are.
// Anything else (objects, functions, symbols, non-finite numbers) is a programming error
// and throws a TypeError rather than sending `[object Object]`.

export type FormScalar = string | number | boolean | bigint | null | undefined;
export type FormValue = FormScalar | readonly (string | number | boolean | bigint)[];
export type FormFields = { readonly [key: string]: unknown };

function scalar(key: string, v: unknown): string {
  switch (typeof v) {
    case 'string':
      return v;
    case 'boolean':
      return v ? '1' : '0';
    case 'bigint':
      return v.toString();
    case 'number':
      if (!Number.isFinite(v)) throw new TypeError(`form field "${key}": ${v} cannot be encoded`);
      return String(v);
    default:
      throw new TypeError(`form field "${key}": a ${v === null ? 'null' : typeof v} cannot be encoded here`);
  }
}

/** Encodes one value; `undefined` when the field is to be left out. */
export function encodeValue(key: string, v: unknown): string | undefined {
  if (v === undefined) return undefined;
  if (v === null) return '';
  if (Array.isArray(v)) {
    let out = '';
    for (let i = 0; i < v.length; i++) out += (i === 0 ? '' : ',') + scalar(key, v[i]);
    return out;
  }
  return scalar(key, v);
}

/** `a=1&b=x%20y` for the given fields (insertion order; `undefined` fields left out). */
export function encodeForm(fields: FormFields | undefined): string {
  if (fields === undefined) return '';
  let out = '';
  for (const key in fields) {
    if (!Object.prototype.hasOwnProperty.call(fields, key)) continue;
    const v = encodeValue(key, fields[key]);
    if (v === undefined) continue;
    out += (out === '' ? '' : '&') + encodeURIComponent(key) + '=' + encodeURIComponent(v);
  }
  return out;
}
