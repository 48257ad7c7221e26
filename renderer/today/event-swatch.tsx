// A calendar's colour beside an event's name (its offers, its chips): decoration only, the
// name says which event it is.

export function EventSwatch({ colour }: { readonly colour: string }) {
  // Set through the DOM (a style object), which the page's style-src 'self' allows.
  return <span class="event-swatch" style={{ backgroundColor: colour }} aria-hidden="true" />;
}
