// Strict form decoding: a body with broken percent-encoding is a 400 `malformed_body`
// rather than silently kept as raw text. Repeated keys become arrays.
import { SimError } from './errors.ts';

export function parseFormBody(text: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  if (text === '') return out;
  for (const pair of text.split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const rawKey = eq === -1 ? pair : pair.slice(0, eq);
    const rawValue = eq === -1 ? '' : pair.slice(eq + 1);
    let key: string;
    let value: string;
    try {
      key = decodeURIComponent(rawKey.replace(/\+/g, ' '));
      value = decodeURIComponent(rawValue.replace(/\+/g, ' '));
    } catch {
      throw new SimError(400, 'malformed_body', `The form body is malformed near "${pair.slice(0, 40)}": bad percent-encoding`);
    }
    const prev = out[key];
    if (prev === undefined) out[key] = value;
    else if (Array.isArray(prev)) prev.push(value);
    else out[key] = [prev, value];
  }
  return out;
}
