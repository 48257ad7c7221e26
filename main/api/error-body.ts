// Reading an error answer whose body the contract fixes (`{message, code, errors?}`) and
// the shapes a real service or a proxy in front of it may send instead:
//   {message, code}            {error: "text", error_code}      {error: {message, code}}
//   {errors: {field: [msg]}}   {errors: {field: msg}}           {errors: [{field, message}]}
//   {detail, title} (RFC 9457) a JSON string                   text or HTML (status only)
// Only the message is taken from words; what the error means (its kind and reason) comes
// from the status and the code (errors.ts), never from the message.

/** What the client keeps of an error body. */
export interface ErrorBody {
  /** Short and plain; `HTTP <status>` when the body had none (or was text or HTML). */
  message: string;
  code: string | null;
  errors: Record<string, string[]>;
}

/** Longest message kept: enough for a sentence, never a page. */
export const MAX_MESSAGE_CHARS = 300;
const MAX_FIELD_MESSAGES = 20;

type Obj = { [k: string]: unknown };
const isObj = (v: unknown): v is Obj => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Markup is never shown as a message (a proxy's error page, a maintenance page). */
const looksLikeMarkup = (s: string) => /^\s*<(!doctype|html|head|body|\?xml|[a-z][a-z0-9]*[\s>/])/i.test(s);

function text(v: unknown): string | undefined {
  if (typeof v !== 'string') return undefined;
  const s = v.replace(/\s+/g, ' ').trim();
  if (s === '' || looksLikeMarkup(s)) return undefined;
  return s.length > MAX_MESSAGE_CHARS ? `${s.slice(0, MAX_MESSAGE_CHARS - 1)}…` : s;
}

function codeOf(v: unknown): string | undefined {
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  if (typeof v !== 'string') return undefined;
  const s = v.trim();
  return s === '' || s.length > 100 ? undefined : s;
}

function first<T>(...vs: (T | undefined)[]): T | undefined {
  for (const v of vs) if (v !== undefined) return v;
  return undefined;
}

function messagesOf(v: unknown): string[] {
  const list = Array.isArray(v) ? v : [v];
  const out: string[] = [];
  for (const x of list.slice(0, MAX_FIELD_MESSAGES)) {
    const m = isObj(x) ? first(text(x.message), text(x.msg), text(x.detail)) : typeof x === 'number' ? String(x) : text(x);
    if (m !== undefined) out.push(m);
  }
  return out;
}

function fieldErrorsOf(v: unknown): { errors: Record<string, string[]>; loose: string[] } {
  const errors: Record<string, string[]> = {};
  const loose: string[] = [];
  const add = (field: string, msgs: string[]) => {
    if (msgs.length === 0) return;
    (errors[field] ??= []).push(...msgs);
  };
  if (isObj(v)) {
    for (const [field, x] of Object.entries(v)) add(field, messagesOf(x));
  } else if (Array.isArray(v)) {
    for (const item of v.slice(0, 100)) {
      if (isObj(item)) {
        const field = first(text(item.field), text(item.param), text(item.path), text(item.name), text(item.property));
        const msgs = messagesOf(item);
        if (field !== undefined) add(field, msgs);
        else loose.push(...msgs);
      } else {
        loose.push(...messagesOf(item));
      }
    }
  }
  return { errors, loose };
}

/** The message, code and field errors of an error answer, read leniently. */
export function readErrorBody(json: unknown, status: number): ErrorBody {
  if (typeof json === 'string') return { message: text(json) ?? `HTTP ${status}`, code: null, errors: {} };
  const o = isObj(json) ? json : {};
  const nested = isObj(o.error) ? o.error : {};
  const fields = fieldErrorsOf(o.errors !== undefined ? o.errors : nested.errors);
  const message = first(
    text(o.message),
    text(o.error),
    text(nested.message),
    text(o.detail),
    text(o.title),
    text(o.error_description),
    fields.loose[0],
  );
  const code = first(codeOf(o.code), codeOf(o.error_code), codeOf(nested.code), codeOf(o.errorCode)) ?? null;
  return { message: message ?? `HTTP ${status}`, code, errors: fields.errors };
}
