// The KWin script Stint loads on KDE Plasma (Wayland gives apps no other way to see the
// focused window there). KWin runs it inside the compositor: on each change of the active
// window, and on each new title of it, it calls Stint back over D-Bus (callDBus, a global of
// KWin's scripting API) with the window's class and caption. Written for KWin 6
// (workspace.windowActivated, workspace.activeWindow) and KWin 5 (clientActivated, activeClient).

/** Where Stint answers KWin's calls. */
export const ACTIVITY_PATH = '/app/stint/Activity';
export const ACTIVITY_INTERFACE = 'app.stint.Activity';
/** The script's name in KWin: one at a time, a left-over from a crashed run replaced. */
export const KWIN_PLUGIN = 'stint-activity';

/** The script's source, calling back the D-Bus connection named `busName` (Stint's unique name). */
export function kwinScript(busName: string): string {
  const target = [busName, ACTIVITY_PATH, ACTIVITY_INTERFACE].map((s) => JSON.stringify(s)).join(', ');
  return `// Stint's activity record: tells Stint which window has the focus. Nothing else.
(function () {
  var activated = workspace.windowActivated || workspace.clientActivated;
  var watched = null;
  function send(w) {
    if (w) callDBus(${target}, "Focus", String(w.resourceClass || ""), String(w.caption || ""));
    else callDBus(${target}, "Focus", "", "");
  }
  function onCaption() { send(watched); }
  function follow(w) {
    if (watched) watched.captionChanged.disconnect(onCaption);
    watched = w || null;
    if (watched) watched.captionChanged.connect(onCaption);
    send(watched);
  }
  activated.connect(follow);
  follow(workspace.activeWindow || workspace.activeClient);
})();
`;
}
