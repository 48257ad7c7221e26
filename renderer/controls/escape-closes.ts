// Escape on a small inline form closes that form alone: not the panel around it (a gap's),
// and not before a picker's open list has taken its own Escape (it prevents the default).

/** An `onKeyDown` for a form: Escape calls `close` unless something inside took it. */
export function escapeCloses(close: () => void): (e: KeyboardEvent) => void {
  return (e) => {
    if (e.key === 'Escape' && !e.defaultPrevented) {
      e.preventDefault();
      close();
    }
  };
}
