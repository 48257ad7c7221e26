// A calendar's colour: the palette as radio swatches in a group named "Colour", each named
// for a screen reader ("Blue"). Each swatch is the native radio itself, drawn in its colour
// (arrow keys move the choice, a click lands on it), ringed when chosen and when focused.

import { useId } from 'preact/hooks';
import { FieldNotes, describedBy } from '../controls/field-notes.tsx';
import { CALENDAR_PALETTE } from './calendar-palette.ts';
import { i18n } from '../i18n/words.ts';

export interface ColourChoiceProps {
  readonly value: string;
  readonly onChange: (hex: string) => void;
  readonly error?: string | undefined;
}

export function ColourChoice({ value, onChange, error }: ColourChoiceProps) {
  const id = useId();
  return (
    <fieldset class="colour-choice" aria-describedby={describedBy({ id, error })}>
      <legend>{i18n._({ id: 'calendars.colour', message: 'Colour' })}</legend>
      <div class="swatches">
        {CALENDAR_PALETTE.map((c) => ({ ...c, name: i18n._({ id: 'calendars.colourName', message: '{colour, select, Blue {Blue} Green {Green} Amber {Amber} Pink {Pink} Violet {Violet} other {Teal}}', values: { colour: c.name } }) })).map((c) => (
          <label key={c.hex} class="swatch-choice" title={c.name}>
            {/* The colour set through the DOM (a style object), which the page's style-src 'self' allows. */}
            <input class="swatch" type="radio" name={id} value={c.hex} checked={value === c.hex} onChange={() => onChange(c.hex)} style={{ backgroundColor: c.hex }} />
            <span class="visually-hidden">{c.name}</span>
          </label>
        ))}
      </div>
      <FieldNotes id={id} error={error} />
    </fieldset>
  );
}
