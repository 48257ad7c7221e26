// Makes `import ... from 'electron'` in anything loaded after this (the built main bundle,
// and electron-store inside it) load the recording fake instead: the real package would
// try to download its binary. Registered by the boot test before it imports the bundle.

import { register } from 'node:module';

const fakeUrl = new URL('./support/fake-electron.ts', import.meta.url).href;

const hooks = `
export async function resolve(specifier, context, next) {
  if (specifier === 'electron') return { url: ${JSON.stringify(fakeUrl)}, shortCircuit: true };
  return next(specifier, context);
}
`;

export function useFakeElectron(): void {
  register(`data:text/javascript,${encodeURIComponent(hooks)}`);
}
