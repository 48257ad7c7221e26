// Every command channel of the IPC contract answered through the handlers (ipc/handlers.ts),
// which check that the sender is one of our windows' main frames and that the payload fits
// before the engine hears it. The compact timer is trusted as the window is; its one command
// of its own meaning is `setWindowVisible({visible: true})`, its Switch and Start: they ask
// for the window, forward and at the picker, whether it was hidden or only behind another app.

import type { Logger } from '../../../core/ports.ts';
import { COMMAND_CHANNELS } from '../../../ipc/channels.ts';
import type { Command, IpcAnswer, WindowStint } from '../../../ipc/contract.ts';
import { createIpcHandlers } from '../../../ipc/handlers.ts';
import { checkPayload } from '../../../ipc/payload-check.ts';
import type { ViewKeeper } from '../../../ipc/view-state.ts';
import type { ShellElectron } from '../shell-electron.ts';
import { wordsNow } from '../../../core/views/tray-menu-actions.ts';
import type { I18n } from '../../../i18n/words.ts';

/** The compact timer's page, as the IPC answers see it. */
export interface CompactSender {
  isOurFrame(frame: unknown): boolean;
  /** Brings the window forward at the picker. */
  showWindow(): void;
}

/** `views`: the window's own state between its pages (ipc/view-state.ts). */
export function answerIpc(ipcMain: ShellElectron['ipcMain'], stint: WindowStint, isOurFrame: (frame: unknown) => boolean, logger: Pick<Logger, 'log'>, views: ViewKeeper, compact?: CompactSender): void {
  const fromCompact = (frame: unknown) => compact?.isOurFrame(frame) === true;
  // A refusal is said in the language in use when it is said.
  const words = () => wordsNow(stint);
  const handlers = createIpcHandlers(stint, {
    views,
    words,
    isTrustedSender: (frame) => isOurFrame(frame) || fromCompact(frame),
    onFailure: (channel, error) => logger.log('error', 'engine error on an IPC command', { channel, error: error instanceof Error ? error.name : typeof error }),
  });
  for (const command of Object.keys(COMMAND_CHANNELS) as Command[]) {
    const channel = COMMAND_CHANNELS[command];
    ipcMain.handle(channel, (event, payload) => {
      if (command === 'setWindowVisible' && compact !== undefined && fromCompact(event.senderFrame)) return Promise.resolve(askForWindow(compact, payload, words()));
      return handlers[channel](event.senderFrame, payload);
    });
  }
  // electron-store answers renderer-side stores on this channel; Stint's window has none.
  ipcMain.removeAllListeners('electron-store-get-data');
}

/** The compact timer's `setWindowVisible`: `true` shows the window; `false` does nothing (the compact timer is never hidden from its own page). */
export function askForWindow(compact: CompactSender, payload: unknown, i18n: I18n): IpcAnswer<'setWindowVisible'> {
  const checked = checkPayload('setWindowVisible', payload, i18n);
  if (!checked.ok) return { ok: false, error: { kind: 'bad_payload', message: i18n._({ id: 'ipc.malformed', message: 'The request was malformed, so Stint did not act on it.' }), fields: checked.fields } };
  if (checked.value.visible) compact.showWindow();
  return { ok: true, value: null };
}
