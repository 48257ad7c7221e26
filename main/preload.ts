// The window's preload (sandboxed, so bundled to one CommonJS file): it exposes exactly one
// object, the contract's bridge, at `window.stint`. No `ipcRenderer`, no generic invoke:
// each method is bound to its own channel by createBridge, and event listeners receive the
// payload only (never the IpcRendererEvent, whose `sender` would reach ipcRenderer).

import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron';
import { createBridge, type Invoke, type Listen } from './ipc/bridge.ts';

const invoke: Invoke = (channel, payload) => ipcRenderer.invoke(channel, payload);

const listen: Listen = (channel, listener) => {
  const relay = (_event: IpcRendererEvent, payload: unknown) => listener(payload as Parameters<typeof listener>[0]);
  ipcRenderer.on(channel, relay);
  return () => {
    ipcRenderer.removeListener(channel, relay);
  };
};

contextBridge.exposeInMainWorld('stint', createBridge(invoke, listen));
