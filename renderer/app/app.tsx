// The window: the sign-in screen or the five screens (timer, quick entry, to-dos, export, settings), the
// sync status at the foot, the idle question and "Still working?" over everything when there
// is one, and the focus rhythm's question above every screen while it waits. Escape in a
// form or question with a Cancel presses it (the focus back on what opened it); anywhere
// else (not taken by a picker) it hides the window. The shell may ask for a place (the
// `open` prompt: the tray's Quick entry…, Settings…): that screen shows, its first field focused.

import type { ComponentType } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import type { StintBridge } from '../state/bridge.ts';
import type { SnapshotFeed } from '../state/snapshot-feed.ts';
import type { Snapshot } from '../../main/core/snapshot.ts';
import { useFeed, useTheme } from '../state/use-feed.ts';
import { OpenPlaceContext, type Place } from '../state/open-place.ts';
import { DraftsContext } from '../state/drafts.ts';
import { draftsFrom, NO_HAND_OVER } from '../state/view-hand-over.ts';
import type { ViewKeeping } from '../state/view-keeping.ts';
import type { ViewHandOver } from '../../main/ipc/view-state.ts';
import { ConnectionLost } from './connection-lost.tsx';
import { BridgeContext, SnapshotContext } from '../state/state.ts';
import { FocusQuestion } from '../prompts/focus-question.tsx';
import { Notice } from './notice.tsx';
import { NotSavedList } from './not-saved.tsx';
import { UndoBar, undoOffered } from './undo-bar.tsx';
import { lazyScreen, LOADING_SELECTOR, type LazyProps } from '../controls/lazy-screen.tsx';
import { SyncStatus } from './sync-status.tsx';
import { Tabs } from './tabs.tsx';
import { TimerScreen, type FocusRequest } from '../timer/timer-screen.tsx';
import { UpdatedNote } from './updated-note.tsx';
import { useQuickEntryAhead } from './quick-entry-ahead.ts';
import { i18n, wordsLater } from '../i18n/words.ts';
import { useWords } from '../i18n/use-words.ts';

// Loaded when first opened: the timer screen's code is what the window needs at once.
const Todos = lazyScreen(() => i18n._({ id: 'screen.todos', message: 'To-dos' }), () => import('../todos/todos.tsx').then((m) => m.Todos));
const Export = lazyScreen(() => i18n._({ id: 'screen.export', message: 'Export' }), () => import('../export/export-form.tsx').then((m) => m.ExportForm));
const Settings = lazyScreen(() => i18n._({ id: 'screen.settings', message: 'Settings' }), () => import('../settings/settings.tsx').then((m) => m.Settings));
/** The other screens' code, loaded ahead after Quick entry's, at background priority (./quick-entry-ahead.ts). */
const SCREENS_AHEAD = [Settings.ahead, Todos.ahead, () => StillWorkingQuestion.ahead()];
/** Quick entry's code once it came (loaded ahead while the window was idle: ./quick-entry-ahead.ts). */
let quickEntryLoaded: ComponentType | null = null;
const importQuickEntry = () =>
  Promise.all([import('../quick-entry/quick-entry.tsx'), wordsLater()]).then(([m]) => {
    quickEntryLoaded = m.QuickEntry;
    return m;
  });
const LazyQuickEntry = lazyScreen(() => i18n._({ id: 'screen.quickEntry', message: 'Quick entry' }), () => importQuickEntry().then((m) => m.QuickEntry));
/**
 * Quick entry drawn in the task of the click that opens it when its code came ahead (no
 * "Loading…" drawn first and its code asked for again); else as the other screens are.
 * Which of the two is kept for as long as the screen shows: one swapped for the other
 * would start the form again.
 */
function QuickEntry(props: LazyProps) {
  const [Loaded] = useState(() => quickEntryLoaded);
  return Loaded !== null ? <Loaded /> : <LazyQuickEntry {...props} />;
}
// The sign-in form: shown on a first run and when a token is refused, never with the timer (the
// keychain keeps the session from one start to the next).
const SignIn = lazyScreen(() => i18n._({ id: 'screen.signInForm', message: 'The sign-in form' }), () => import('../sign-in/sign-in.tsx').then((m) => m.SignIn));
// The away question comes after an absence, with its Book it to… form: not needed to show the timer.
// The activity record's "Switch to …?" loads when first asked: most people never turn the record on.
const ActivitySwitchQuestion = lazyScreen(() => i18n._({ id: 'screen.switchQuestion', message: 'The switch question' }), () => import('../prompts/activity-switch-question.tsx').then((m) => m.ActivitySwitchQuestion));
// Asked at most once a day: its code comes ahead with Settings' (SCREENS_AHEAD), and it stays drawn
// after its first question, for the refusal it may still have to show.
const StillWorkingQuestion = lazyScreen(() => i18n._({ id: 'screen.stillWorkingQuestion', message: 'The still-working question' }), () => import('../prompts/still-working-question.tsx').then((m) => m.StillWorkingQuestion));
const IdlePrompt = lazyScreen(() => i18n._({ id: 'screen.awayQuestion', message: 'The away question' }), () => import('../prompts/idle-prompt.tsx').then((m) => m.IdlePrompt));

/** The notice of a refusal the list of changes not saved already shows: said once. */
function listedNotSaved(s: Snapshot): boolean {
  const id = s.notice?.notSavedId;
  return id !== undefined && (s.notSaved ?? []).some((r) => r.id === id);
}

type Screen = 'timer' | 'todos' | 'quick' | 'export' | 'settings';
/** The tabs, worded when drawn (in the language of the moment). */
const screens = (): readonly { key: Screen; label: string }[] => [
  { key: 'timer', label: i18n._({ id: 'screen.timer', message: 'Timer' }) },
  { key: 'quick', label: i18n._({ id: 'screen.quickEntry', message: 'Quick entry' }) },
  { key: 'todos', label: i18n._({ id: 'screen.todos', message: 'To-dos' }) },
  { key: 'export', label: i18n._({ id: 'screen.export', message: 'Export' }) },
  { key: 'settings', label: i18n._({ id: 'screen.settings', message: 'Settings' }) },
];


const SCREEN_OF: Readonly<Record<Place, Screen>> = { picker: 'timer', today: 'timer', 'sign-in': 'timer', 'quick-entry': 'quick', export: 'export', settings: 'settings', accounts: 'settings', todos: 'todos' };

const BOXES = 'form,[role=group]';

/** The Cancel (`data-cancel`) of the innermost form or group around `el` that has one. */
function cancelAround(el: Element | null): HTMLButtonElement | null {
  for (let box = el?.closest?.(BOXES) ?? null; box !== null; box = box.parentElement?.closest(BOXES) ?? null) {
    const cancel = box.querySelector<HTMLButtonElement>('button[data-cancel]');
    if (cancel !== null) return cancel;
  }
  return null;
}

/** The first field of a screen; with `emptyFirst`, the first one still to fill in. */
function focusFirstField(container: Element | null, emptyFirst: boolean): void {
  const fields = [...(container?.querySelectorAll<HTMLInputElement>('input:not([disabled]),select,textarea') ?? [])];
  ((emptyFirst ? fields.find((f) => f.value === '') : undefined) ?? fields[0])?.focus();
}

/**
 * `feed`: the snapshots, already asked for (snapshot-feed.ts); `handOver`: what main kept of
 * the window's last page (a window released while hidden: ../state/view-keeping.ts).
 */
export function App({ bridge, feed, handOver = NO_HAND_OVER }: { bridge: StintBridge; feed: SnapshotFeed; handOver?: ViewHandOver }) {
  const { snapshot, error, connection } = useFeed(feed);
  // Every text below is worded again in a new language: the tree under the app is keyed by it.
  const language = useWords(snapshot === null ? null : { language: snapshot.language, locale: snapshot.display.locale });
  const [screen, setScreen] = useState<Screen>(handOver.view?.screen ?? 'timer');
  const stillWorkingAsked = useRef(false);
  if (snapshot?.idle.stillWorking) stillWorkingAsked.current = true;
  const [focus, setFocus] = useState<FocusRequest | null>(null);
  const [drafts] = useState(() => draftsFrom(handOver.view));
  const scroller = useRef<HTMLElement>(null);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || e.defaultPrevented) return;
      // In a form or question with a Cancel (Switch, Rename, Remove…): Escape presses it.
      const cancel = cancelAround(e.target as Element);
      if (cancel !== null) cancel.click();
      else void bridge.setWindowVisible({ visible: false });
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [bridge]);

  // Where the window was asked to open (the tray, a notification): the timer screen's focus
  // goes through `focus`; the other screens get their first field once drawn (a screen
  // whose code is still loading: once it came, unless the person went to another tab).
  const [opened, setOpened] = useState<{ place: Place; at: number } | null>(null);
  const fieldToFocus = useRef<Place | null>(null);
  // Each ask is told apart by its number: two in one millisecond are still two.
  const asks = useRef(0);
  const openAt = (place: Place) => {
    const at = ++asks.current;
    setScreen(SCREEN_OF[place]);
    setOpened({ place, at });
    if (SCREEN_OF[place] === 'timer') setFocus({ target: 'picker', at });
  };
  const focusOpened = () => {
    const place = fieldToFocus.current;
    if (place === null) return;
    const signIn = place === 'sign-in';
    const container = document.querySelector(signIn ? '.sign-in' : '[role=tabpanel]:not([hidden])');
    // Still loading: the form is focused once its code came (onLoaded).
    if (container === null || container.querySelector(LOADING_SELECTOR)) return;
    fieldToFocus.current = null;
    focusFirstField(container, signIn);
  };
  useEffect(() => {
    // Settings → Accounts opens its Add form, which takes the focus itself.
    fieldToFocus.current = opened === null || opened.place === 'picker' || opened.place === 'today' || opened.place === 'accounts' ? null : opened.place;
    focusOpened();
  }, [opened?.at]);
  const selectTab = (key: Screen) => {
    fieldToFocus.current = null;
    setScreen(key);
  };

  // The shell may ask for a place just before the window shows: the show must not then
  // send the person back to the picker.
  // Which came last, the show or a place, is the order they were received in: the show's
  // effect runs up to a frame after its snapshot was drawn, and a place asked meanwhile wins.
  const visible = snapshot?.windowVisible ?? false;
  const visibleNow = useRef(visible);
  const received = useRef({ count: 0, show: 0, place: 0 });
  if (visible && !visibleNow.current) received.current.show = ++received.current.count;
  visibleNow.current = visible;
  const openOnShow = useRef<Place | null>(null);

  // A place asked for opens there; a reminder's click leads to the recent entries or the picker.
  useEffect(
    () =>
      bridge.onPrompt((p) => {
        if (p.kind === 'open') {
          received.current.place = ++received.current.count;
          openAt(p.place);
          if (!visibleNow.current) openOnShow.current = p.place;
          return;
        }
        if (p.kind !== 'reminder') return;
        setScreen('timer');
        setFocus({ target: p.target, at: ++asks.current });
      }),
    [bridge],
  );

  // A draft belongs to the session it was typed in: the screens are gone once it ends, and
  // their last writes (an answer that came as they went) are cleared with the rest. The
  // next session opens on the timer.
  const sessionState = snapshot?.session.state;
  // Quick entry opens at once the first time too: its code and its picker made while idle.
  useQuickEntryAhead(snapshot, importQuickEntry, SCREENS_AHEAD);
  useEffect(() => {
    if (sessionState === undefined || sessionState === 'signed_in') return;
    drafts.clear();
    setScreen('timer');
  }, [sessionState]);
  // Signed out of the account shown while another is signed in: the window goes on with that
  // one, its next session too, ready to pick a project.
  const inUse = snapshot?.accounts?.inUse ?? null;
  const shownBefore = useRef(inUse);
  useEffect(() => {
    const before = shownBefore.current;
    shownBefore.current = inUse;
    if (before !== null && before !== inUse && snapshot?.accounts?.rows.find((r) => r.key === before)?.session === 'signed_out') openAt('picker');
  }, [inUse]);

  useTheme(snapshot);
  // What is on screen, told to main for the window's next page (../state/view-keeping.ts,
  // loaded after the first paint); a place asked for while no window existed (the tray's
  // Settings…) opens this page there instead of the view handed over.
  const keeping = useRef<ViewKeeping | null>(null);
  const shown = useRef({ screen, visible, drawn: false });
  shown.current = { screen, visible, drawn: snapshot?.session.state === 'signed_in' };
  useEffect(() => keeping.current?.changed(), [screen, visible, shown.current.drawn]);
  useEffect(() => {
    const { view, open } = handOver;
    if (open !== null) openAt(open);
    let stopped = false;
    void import('../state/view-keeping.ts').then(({ keepView }) => {
      if (stopped) return;
      const restoreTop = open === null && view !== null ? (view.scroll[view.screen] ?? 0) : 0;
      keeping.current = keepView({ bridge, drafts, scroller: () => scroller.current, shown: () => shown.current, restoreTop });
    });
    return () => {
      stopped = true;
      keeping.current?.stop();
    };
  }, []);

  // Shown again (the tray, the global shortcut): ready to pick a project, unless a place was asked for.
  const wasVisible = useRef(visible);
  useEffect(() => {
    if (visible && !wasVisible.current) {
      if (received.current.place < received.current.show) openAt(openOnShow.current ?? 'picker');
      openOnShow.current = null;
    }
    wasVisible.current = visible;
  }, [visible]);

  if (connection !== 'open') return <ConnectionLost connection={connection} />;
  if (snapshot === null) {
    return (
      <main class="loading" aria-busy="true">
        <h1 class="visually-hidden">Stint</h1>
        <p>{error ? i18n._({ id: 'app.engineSilent', message: "Stint's engine did not answer: {error}", values: { error } }) : i18n._({ id: 'app.connecting', message: 'Connecting to Stint…' })}</p>
      </main>
    );
  }
  const signedIn = snapshot.session.state === 'signed_in';
  return (
    <BridgeContext.Provider value={bridge}>
      <SnapshotContext.Provider value={snapshot}>
        <DraftsContext.Provider value={drafts}>
        <OpenPlaceContext.Provider value={openAt}>
        <div class="app" key={language}>
          <main ref={scroller} onScroll={() => keeping.current?.changed()}>
            <h1 class="visually-hidden">Stint</h1>
            {snapshot.updatedTo && <UpdatedNote note={snapshot.updatedTo} />}
            {snapshot.notice && !listedNotSaved(snapshot) && <Notice notice={snapshot.notice} />}
            {signedIn && <NotSavedList list={snapshot.notSaved ?? []} />}
            {signedIn && <FocusQuestion focus={snapshot.focus ?? null} />}
            {/* A modal question would cover the Undo bar: it waits until the Undo time is over. */}
            {signedIn && (snapshot.idle.stillWorking || stillWorkingAsked.current) && <StillWorkingQuestion question={undoOffered(snapshot) ? null : snapshot.idle.stillWorking} />}
            {/* The live region stays, so a question that comes is read out; its code comes with it. */}
            <div aria-live="polite">{signedIn && snapshot.activity?.question && <ActivitySwitchQuestion s={snapshot} />}</div>
            {signedIn ? (
              <Tabs label={i18n._({ id: 'app.screens', message: 'Screens' })} tabs={screens()} selected={screen} onSelect={selectTab}>
                {screen === 'timer' && <TimerScreen focus={focus} onFocusDone={(at) => setFocus((f) => (f?.at === at ? null : f))} />}
                {screen === 'todos' && <Todos onLoaded={focusOpened} />}
                {screen === 'quick' && <QuickEntry onLoaded={focusOpened} />}
                {screen === 'export' && <Export onLoaded={focusOpened} />}
                {screen === 'settings' && <Settings onLoaded={focusOpened} addAccountAsked={opened?.place === 'accounts' ? opened.at : null} />}
              </Tabs>
            ) : (
              // Each account's own sign-in, its last one filled in.
              <SignIn key={snapshot.accounts?.inUse ?? ''} onLoaded={focusOpened} />
            )}
            {signedIn && snapshot.idle.prompt && <IdlePrompt prompt={snapshot.idle.prompt} />}
          </main>
          {/* At the foot, outside the scrolling content: always in sight. */}
          {signedIn && <UndoBar snapshot={snapshot} />}
          <SyncStatus snapshot={snapshot} />
        </div>
        </OpenPlaceContext.Provider>
        </DraftsContext.Provider>
      </SnapshotContext.Provider>
    </BridgeContext.Provider>
  );
}
