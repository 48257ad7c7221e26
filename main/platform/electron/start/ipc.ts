// Every command channel of the IPC contract answered through the handlers (ipc/handlers.ts),
// which check that the sender is our window's main frame and that the payload fits before
// the engine hears it.

import type { Logger } from '../../../core/ports.ts';
import type { Stint } from '../../../core/stint.ts';
import { COMMAND_CHANNELS } from '../../../ipc/channels.ts';
import type { Command } from '../../../ipc/contract.ts';
import { createIpcHandlers } from '../../../ipc/handlers.ts';
import type { ShellElectron } from '../shell-electron.ts';

export function answerIpc(ipcMain: ShellElectron['ipcMain'], stint: Stint, isOurFrame: (frame: unknown) => boolean, logger: Pick<Logger, 'log'>): void {
  const handlers = createIpcHandlers(stint, {
    isTrustedSender: isOurFrame,
    onFailure: (channel, error) => logger.log('error', 'engine error on an IPC command', { channel, error: error instanceof Error ? error.name : typeof error }),
  });
  for (const command of Object.keys(COMMAND_CHANNELS) as Command[]) {
    const channel = COMMAND_CHANNELS[command];
    ipcMain.handle(channel, (event, payload) => handlers[channel](event.senderFrame, payload));
  }
  // electron-store answers renderer-side stores on this channel; Stint's window has none.
  ipcMain.removeAllListeners('electron-store-get-data');
}
