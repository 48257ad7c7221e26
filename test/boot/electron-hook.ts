// Makes `import ... from 'electron'` in anything loaded after this (the built main bundle,
// and electron-store inside it) load the recording fake instead: the real package would
// try to download its binary. Registered by the boot test before it imports the bundle.
//
// The hook answers with a small module of its own that hands out this process's one fake
// (support/fake-electron.ts, loaded here), rather than the fake's own file: a launch run from
// a bundle (test/support/bundled-entry.ts) holds the fake inside the bundle, where no loader
// could find it again, and has no TypeScript loader to load the file a second time.

import { register } from 'node:module';
import * as fakeModule from './support/fake-electron.ts';

const KEY = 'stint.test.fakeElectron';

export function useFakeElectron(): void {
  (globalThis as Record<symbol, unknown>)[Symbol.for(KEY)] = fakeModule;
  const names = Object.keys(fakeModule).filter((n) => n !== 'default');
  const source = [
    `const m = globalThis[Symbol.for(${JSON.stringify(KEY)})];`,
    'export default m.default;',
    ...names.map((n) => `export const ${n} = m.${n};`),
  ].join('\n');
  const hooks = `
export async function resolve(specifier, context, next) {
  if (specifier === 'electron') return { url: ${JSON.stringify(`data:text/javascript,${encodeURIComponent(source)}`)}, shortCircuit: true };
  return next(specifier, context);
}
`;
  register(`data:text/javascript,${encodeURIComponent(hooks)}`);
}
