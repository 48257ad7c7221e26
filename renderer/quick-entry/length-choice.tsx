// A length typed so that it reads two ways in the person's locale (`1.500` in German: 1,5 hours,
// or 1500 minutes?) is asked, never guessed (issue 72, item 4): the two readings as buttons in a
// group named by the question, reached with Tab like every control. Choosing one writes it into
// the field in a form that reads one way only (`1:30`, `1500m`), so what is saved is what was chosen.
import type { LengthQuestion } from './manual-preview.ts';
import { i18n } from '../i18n/words.ts';

export function LengthChoice({ ask, onChoose }: { readonly ask: LengthQuestion; readonly onChoose: (text: string) => void }) {
  // After `+` in End the choice stays a length after the start.
  const written = (write: string): string => (ask.field === 'end' ? `+${write}` : write);
  // Named by its own words, not by an id: Quick entry and an entry's editor may both ask at once.
  const question = i18n._({ id: 'length.question', message: 'What does {typed} mean?', values: { typed: ask.typed } });
  return (
    <div class="confirm" role="group" aria-label={question}>
      <p aria-hidden="true">{question}</p>
      {ask.readings.map((r) => (
        <button key={r.write} type="button" class="secondary" onClick={() => onChoose(written(r.write))}>
          {r.says}
        </button>
      ))}
    </div>
  );
}
