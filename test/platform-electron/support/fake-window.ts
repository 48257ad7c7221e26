// A recording fake of Electron's BrowserWindow / webContents / session trio, typed against
// Electron's own declarations (each class `implements` a Pick of the real one), for the
// window factory's tests and the shell's boot test. It records what the code under test
// set up (constructor options, handlers, listeners, loaded URLs, messages sent) and lets a
// test act as Chromium or the person would: navigate, open a window, attach a webview,
// ask for a permission, blur, close.
//
//   const { BrowserWindow, created } = recordingBrowserWindow();
//   const made = createHardenedWindow({ BrowserWindow, openExternal, logger }, options);
//   created[0].webContents.navigate('file:///etc/passwd')  // → { prevented: true }
//
// Only what the shell uses is faked; a method missing here is a compile error in the test
// that needs it, not a silent undefined.

// One line: the layering check reads imports line by line.
import type { BrowserWindow, BrowserWindowConstructorOptions, Event, HandlerDetails, PermissionCheckHandlerHandlerDetails, Rectangle, Session, WebContents, WebFrameMain, WebPreferences, WindowOpenHandlerResponse } from 'electron';
import type { HardenedWindowLike, WindowContents, WindowFrame, WindowSession } from '../../../main/platform/electron/window-factory.ts';

type AnyListener = (...args: never[]) => unknown;

/** The permission names Electron's handlers are given. */
export type Permission = Parameters<NonNullable<Parameters<Session['setPermissionRequestHandler']>[0]>>[1];
type RequestHandler = Parameters<Session['setPermissionRequestHandler']>[0];
type CheckHandler = Parameters<Session['setPermissionCheckHandler']>[0];

/** An Electron `Event` carrying `params`, that remembers `preventDefault()`. */
export function recordingEvent<P extends object>(params: P): Event<P> {
  let prevented = false;
  const event = {
    preventDefault(): void {
      prevented = true;
    },
    get defaultPrevented(): boolean {
      return prevented;
    },
  };
  return Object.assign(event, params);
}

/** Listeners by event name, in the order they were added. */
export class FakeEmitter {
  private readonly listenersByEvent = new Map<string, AnyListener[]>();

  on(event: string, listener: AnyListener): this {
    const list = this.listenersByEvent.get(event) ?? [];
    list.push(listener);
    this.listenersByEvent.set(event, list);
    return this;
  }

  once(event: string, listener: AnyListener): this {
    const wrapped: AnyListener = (...args) => {
      this.removeListener(event, wrapped);
      return (listener as (...a: unknown[]) => unknown)(...args);
    };
    return this.on(event, wrapped);
  }

  removeListener(event: string, listener: AnyListener): this {
    this.listenersByEvent.set(event, (this.listenersByEvent.get(event) ?? []).filter((l) => l !== listener));
    return this;
  }

  /** How many listeners `event` has. */
  listenerCount(event: string): number {
    return this.listenersByEvent.get(event)?.length ?? 0;
  }

  /** Calls every listener of `event` with `args`, as Electron would. */
  emit(event: string, ...args: unknown[]): void {
    for (const l of [...(this.listenersByEvent.get(event) ?? [])]) (l as (...a: unknown[]) => unknown)(...args);
  }
}

/** A main frame: what the IPC sender check compares (`event.senderFrame`). */
export class FakeFrame implements WindowFrame {
  readonly parent: WebFrameMain | null = null;
  constructor(
    readonly processId: number,
    readonly routingId: number,
    readonly frameToken: string,
    public url: string,
  ) {}
}

export class FakeSession implements WindowSession {
  permissionRequestHandler: RequestHandler = null;
  permissionCheckHandler: CheckHandler = null;

  setPermissionRequestHandler(handler: RequestHandler): void {
    this.permissionRequestHandler = handler;
  }

  setPermissionCheckHandler(handler: CheckHandler): void {
    this.permissionCheckHandler = handler;
  }
}

let nextProcessId = 100;

export class FakeWebContents extends FakeEmitter implements WindowContents, Pick<WebContents, 'send' | 'loadURL' | 'loadFile' | 'printToPDF'> {
  readonly session = new FakeSession();
  readonly mainFrame: FakeFrame;
  windowOpenHandler: ((details: HandlerDetails) => WindowOpenHandlerResponse) | null = null;
  /** `send(channel, ...args)` calls, in order. */
  readonly sent: { channel: string; args: unknown[] }[] = [];
  readonly loadedUrls: string[] = [];
  destroyed = false;

  constructor() {
    super();
    const processId = nextProcessId++;
    this.mainFrame = new FakeFrame(processId, 1, `token-${processId}`, 'about:blank');
  }

  setWindowOpenHandler(handler: (details: HandlerDetails) => WindowOpenHandlerResponse): void {
    this.windowOpenHandler = handler;
  }

  isDestroyed(): boolean {
    return this.destroyed;
  }

  send(channel: string, ...args: unknown[]): void {
    this.sent.push({ channel, args });
  }

  /** Records the URL; the main frame then shows it (a fake page always loads). */
  loadURL(url: string): Promise<void> {
    this.loadedUrls.push(url);
    this.mainFrame.url = url;
    return Promise.resolve();
  }

  /** A print window's page (the export's PDF): recorded as loaded. */
  loadFile(path: string): Promise<void> {
    this.loadedUrls.push(`file://${path}`);
    return Promise.resolve();
  }

  /** A print: a PDF's first bytes, enough for a caller that only saves them. */
  printToPDF(_options: Electron.PrintToPDFOptions): Promise<Buffer> {
    return Promise.resolve(Buffer.from('%PDF-1.7\n'));
  }

  // ----- acting as Chromium -----

  private navigationEvent(url: string, isMainFrame: boolean) {
    return recordingEvent({ url, isSameDocument: false, isMainFrame, frame: null, initiator: null });
  }

  /** The page tries to navigate its main frame (a link, `location = ...`). */
  navigate(url: string): { prevented: boolean } {
    const e = this.navigationEvent(url, true);
    this.emit('will-navigate', e, url, false, true, this.mainFrame.processId, this.mainFrame.routingId);
    return { prevented: e.defaultPrevented };
  }

  /** A subframe tries to navigate. */
  navigateFrame(url: string): { prevented: boolean } {
    const e = this.navigationEvent(url, false);
    this.emit('will-frame-navigate', e);
    return { prevented: e.defaultPrevented };
  }

  /** A server redirect during a navigation. */
  redirect(url: string): { prevented: boolean } {
    const e = this.navigationEvent(url, true);
    this.emit('will-redirect', e, url, false, true, this.mainFrame.processId, this.mainFrame.routingId);
    return { prevented: e.defaultPrevented };
  }

  /** `window.open(url)` or a `target=_blank` link; what the handler answered (throws if none is installed). */
  openWindow(url: string): WindowOpenHandlerResponse {
    if (!this.windowOpenHandler) throw new Error('no window open handler installed');
    return this.windowOpenHandler({ url, frameName: '', features: '', disposition: 'foreground-tab', referrer: { url: '', policy: 'strict-origin-when-cross-origin' } });
  }

  /** A `<webview src=...>` about to attach. */
  attachWebview(src: string): { prevented: boolean } {
    const e = recordingEvent({});
    const prefs: WebPreferences = {};
    this.emit('will-attach-webview', e, prefs, { src });
    return { prevented: e.defaultPrevented };
  }

  /** The page asks for a permission; resolves with the handler's answer (throws if none is installed). */
  requestPermission(permission: Permission): Promise<boolean> {
    const handler = this.session.permissionRequestHandler;
    if (!handler) throw new Error('no permission request handler installed');
    return new Promise((resolve) => {
      // The handler is typed for a real WebContents; it gets this fake, as the boot test's do.
      handler(this as unknown as WebContents, permission, resolve, { isMainFrame: true, requestingUrl: this.mainFrame.url });
    });
  }

  /** The page checks a permission synchronously (throws if no handler is installed). */
  checkPermission(permission: Permission, details: Partial<PermissionCheckHandlerHandlerDetails> = {}): boolean {
    const handler = this.session.permissionCheckHandler;
    if (!handler) throw new Error('no permission check handler installed');
    return handler(this as unknown as WebContents, permission, 'app://stint', { isMainFrame: true, requestingUrl: this.mainFrame.url, ...details });
  }
}

type WindowMethods = 'show' | 'showInactive' | 'hide' | 'focus' | 'isVisible' | 'isDestroyed' | 'loadURL' | 'setPosition' | 'getPosition' | 'getBounds' | 'getSize' | 'close' | 'destroy';

export class FakeBrowserWindow extends FakeEmitter implements HardenedWindowLike, Pick<BrowserWindow, WindowMethods> {
  readonly webContents = new FakeWebContents();
  private visible = false;
  private destroyed = false;
  private bounds: Rectangle;

  constructor(readonly options: BrowserWindowConstructorOptions) {
    super();
    this.bounds = { x: options.x ?? 0, y: options.y ?? 0, width: options.width ?? 800, height: options.height ?? 600 };
  }

  show(): void {
    if (this.visible) return;
    this.visible = true;
    this.emit('show');
  }

  /** Shown without taking the focus: no 'focus' event. */
  showInactive(): void {
    if (this.visible) return;
    this.visible = true;
    this.emit('show');
  }

  hide(): void {
    if (!this.visible) return;
    this.visible = false;
    this.emit('hide');
  }

  focus(): void {
    this.emit('focus');
  }

  /** The window loses focus (the person clicked elsewhere). */
  blur(): void {
    this.emit('blur');
  }

  isVisible(): boolean {
    return this.visible;
  }

  isDestroyed(): boolean {
    return this.destroyed;
  }

  loadURL(url: string): Promise<void> {
    return this.webContents.loadURL(url);
  }

  setPosition(x: number, y: number): void {
    this.bounds = { ...this.bounds, x, y };
  }

  /** The person drags the window to (x, y): 'move' as it goes, 'moved' once there (as on macOS and Windows). */
  dragTo(x: number, y: number): void {
    this.bounds = { ...this.bounds, x, y };
    this.emit('move');
    this.emit('moved');
  }

  getPosition(): number[] {
    return [this.bounds.x, this.bounds.y];
  }

  getBounds(): Rectangle {
    return { ...this.bounds };
  }

  getSize(): number[] {
    return [this.bounds.width, this.bounds.height];
  }

  /** Asks to close, as the OS would (Alt+F4, app.quit): closed unless a 'close' listener prevents it. */
  close(): void {
    if (this.destroyed) return;
    const e = recordingEvent({});
    this.emit('close', e);
    if (e.defaultPrevented) return;
    this.destroy();
  }

  destroy(): void {
    if (this.destroyed) return;
    this.visible = false;
    this.destroyed = true;
    this.webContents.destroyed = true;
    this.emit('closed');
  }
}

/** A BrowserWindow class whose instances are recorded in `created`, in order (a fresh one per test). */
export function recordingBrowserWindow(): { BrowserWindow: new (options: BrowserWindowConstructorOptions) => FakeBrowserWindow; created: FakeBrowserWindow[] } {
  const created: FakeBrowserWindow[] = [];
  class RecordedBrowserWindow extends FakeBrowserWindow {
    constructor(options: BrowserWindowConstructorOptions) {
      super(options);
      created.push(this);
    }
  }
  return { BrowserWindow: RecordedBrowserWindow, created };
}
