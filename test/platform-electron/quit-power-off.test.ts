// The machine powering off (Electron's powerMonitor `shutdown`, Linux and macOS): the shell
// holds the power-off (preventDefault), tells the engine first (the opt-in stop of the timer
// is on disk when it answers), then quits through the same way out as Quit, once.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { EventEmitter } from 'node:events';
import { createQuitGate } from '../../main/platform/electron/start/quit.ts';

class App extends EventEmitter {
  readonly calls: string[] = [];
  quit(): void {
    this.calls.push('quit');
    const event = { prevented: false, preventDefault() { this.prevented = true; } };
    this.emit('before-quit', event);
  }
}

function held(poweringOff: () => Promise<unknown>) {
  const app = new App();
  const powerMonitor = new EventEmitter();
  const gate = createQuitGate();
  let shutDowns = 0;
  gate.hold({
    app: app as never,
    powerMonitor: powerMonitor as never,
    poweringOff,
    shutDown: async () => {
      shutDowns += 1;
      app.calls.push('shut down');
    },
    mustForceExit: () => false,
  });
  return { app, powerMonitor, gate, shutDowns: () => shutDowns };
}

const settle = () => new Promise((r) => setImmediate(r));

test('power-off: held, the engine told first, then one quit through the shut-down', async () => {
  let release!: () => void;
  const told = new Promise<void>((r) => (release = r));
  const { app, powerMonitor, gate, shutDowns } = held(async () => {
    app.calls.push('engine told');
    await told;
  });
  const event = { prevented: false, preventDefault() { this.prevented = true; } };
  powerMonitor.emit('shutdown', event);
  assert.equal(event.prevented, true, 'the power-off waits for the app');
  await settle();
  assert.deepEqual(app.calls, ['engine told'], 'no quit before the engine has answered');
  release();
  await settle();
  await settle();
  assert.deepEqual(app.calls.slice(0, 3), ['engine told', 'quit', 'shut down']);
  assert.equal(gate.quitting(), true);
  assert.equal(shutDowns(), 1);
});

test('power-off: an engine that fails to answer does not keep the app from quitting', async () => {
  const { app, powerMonitor, shutDowns } = held(async () => {
    throw new Error('the disk is full');
  });
  powerMonitor.emit('shutdown', { preventDefault() {} });
  await settle();
  await settle();
  assert.ok(app.calls.includes('quit'));
  assert.equal(shutDowns(), 1);
});
