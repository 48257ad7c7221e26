// A keyring that never answers (a desktop's Secret Service hung, or waiting on a prompt no one
// sees): a connection on a private D-Bus session (dbus-session.ts) that owns
// org.freedesktop.secrets and takes every call addressed to it without ever replying. keytar's
// calls (libsecret) then wait for as long as libsecret lets them, which is what the command
// line and the demo must not wait for.

import dbus from 'dbus-next';

export interface SilentKeyring {
  /** Resolves once `n` calls in all have reached it (so a test knows the keychain was asked). */
  asked(n: number): Promise<void>;
  stop(): void;
}

export async function startSilentKeyring(address: string): Promise<SilentKeyring> {
  const bus = dbus.sessionBus({ busAddress: address });
  bus.on('error', () => {});
  let count = 0;
  const waiting: { n: number; resolve: () => void }[] = [];
  // Taken, never answered: returning true tells dbus-next the call is handled.
  bus.addMethodHandler(() => {
    count += 1;
    for (const w of waiting.filter((x) => x.n <= count)) {
      waiting.splice(waiting.indexOf(w), 1);
      w.resolve();
    }
    return true;
  });
  await bus.requestName('org.freedesktop.secrets', dbus.NameFlag.DO_NOT_QUEUE);
  return {
    asked: (n) => (count >= n ? Promise.resolve() : new Promise((resolve) => waiting.push({ n, resolve }))),
    stop: () => bus.disconnect(),
  };
}
