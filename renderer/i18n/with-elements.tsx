// A message whose placeholders are elements (a figure in its own span inside a sentence):
// the whole sentence is one message in the catalog, in the language's word order, and the
// elements go where its placeholders are. What Lingui's <Trans> does for React, for the one
// case the window has: elements as values, no markup in the message.

import type { JSX } from 'preact';

const MARK = '\u0000';

/**
 * `say` words the message with the values it is given (`i18n._({ id, message, values })`);
 * each element stands where its placeholder falls.
 */
export function withElements(say: (values: Record<string, string>) => string, elements: Readonly<Record<string, JSX.Element>>): (string | JSX.Element)[] {
  const marks = Object.fromEntries(Object.keys(elements).map((k) => [k, `${MARK}${k}${MARK}`]));
  return say(marks)
    .split(MARK)
    .map((part, i) => (i % 2 === 1 && part in elements ? elements[part]! : part))
    .filter((part) => part !== '');
}
