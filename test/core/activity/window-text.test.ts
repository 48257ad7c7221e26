// A window's name, title and address as one printable line (issue 68, item 5): what a hostile
// or broken title holds is taken out or made a space, and a long one is cut between graphemes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { MAX_TEXT, printableLine, printableWindow } from '../../../main/core/activity/window-text.ts';

/** No half of a surrogate pair (String.prototype.isWellFormed, ES2024, is past the project's lib). */
const wellFormed = (text: string): boolean => !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text);

const PRINTABLE = /^[^\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069\u2028\u2029]*$/u;

test('escape sequences, controls (NUL, BEL, C1 with U+0085) and bidi controls are taken out; breaks and separators become one space', () => {
  const cases: [string, string][] = [
    ['invoice\u0000.ts\u0007 — Code', 'invoice.ts — Code'],
    ['\u001b[31mred\u001b[0m alert', 'red alert'],
    ['\u001b]0;fake title\u0007real title', 'real title'],
    ['\u009b31mC1 CSI', 'C1 CSI'],
    ['\u001b(Bcharset \u001b7saved\u001bc', 'charset saved'],
    ['\u001b]8;;https://evil.test\u001b\\link\u001b]8;;\u001b\\ text', 'link text'],
    ['unterminated \u001b]0;rest', 'unterminated 0;rest'],
    ['line one\nline two\r\nthree\tfour', 'line one line two three four'],
    ['vertical\vtab\fform feed', 'vertical tab form feed'],
    ['next\u0085line', 'next line'],
    ['para\u2028line\u2029graph', 'para line graph'],
    ['invoice\u202Efdp.exe', 'invoicefdp.exe'],
    ['\u2067isolated\u2069 \u200Emarked\u200F \u061Carabic', 'isolated marked arabic'],
    ['\u007fdel \u0080 c1 \u009f end', 'del c1 end'],
    ['   spaced    out   ', 'spaced out'],
    ['lone \uD83D high and \uDE00 low', 'lone high and low'],
    ['whole 😀 and 👨‍👩‍👧 and 🇨🇱', 'whole 😀 and 👨‍👩‍👧 and 🇨🇱'],
  ];
  for (const [raw, shown] of cases) {
    const line = printableLine(raw, MAX_TEXT);
    assert.equal(line, shown, JSON.stringify(raw));
    assert.match(line, PRINTABLE);
  }
});

test('a title too long is cut between graphemes: an emoji, a family or a flag is whole or left out, never halved', () => {
  for (const tail of ['😀', '👨‍👩‍👧', '🇨🇱', 'é']) {
    for (let pad = 290; pad <= 300; pad++) {
      const raw = 'a'.repeat(pad) + tail.repeat(20);
      const line = printableLine(raw, MAX_TEXT);
      assert.ok(line.length <= MAX_TEXT, `${pad}: at most ${MAX_TEXT} units`);
      assert.equal(wellFormed(line), true, `${pad} ${tail}: no half of a surrogate pair`);
      const kept = line.slice(pad);
      assert.equal(kept, tail.repeat(kept.length / tail.length), `${pad} ${tail}: whole graphemes only`);
      assert.equal(kept.length, Math.floor((MAX_TEXT - pad) / tail.length) * tail.length, `${pad} ${tail}: as many as fit`);
    }
  }
  assert.equal(printableLine('ab', 1), 'a');
  assert.equal(printableLine(`${'a'.repeat(MAX_TEXT - 1)} bcd`, MAX_TEXT), 'a'.repeat(MAX_TEXT - 1), 'a cut just after a space leaves no space at the end');
  assert.equal(printableLine('a'.repeat(MAX_TEXT), MAX_TEXT).length, MAX_TEXT, 'a title of the limit is kept whole');
});

test("a window's name, title and address each cleaned; an address that cleans to nothing is none", () => {
  assert.deepEqual(printableWindow({ app: 'Fire\u0000fox', title: 'a\nb', url: 'https://x.test/\u001b[2J' }), { app: 'Firefox', title: 'a b', url: 'https://x.test/' });
  assert.deepEqual(printableWindow({ app: 'code', title: '', url: '\u0007' }), { app: 'code', title: '' });
  assert.deepEqual(printableWindow({ app: 'code', title: 't' }), { app: 'code', title: 't' });
});
