// The command line's words: English until the command line is converted as a whole (issue
// 72's next part: its lines and errors through main's catalog, following LC_ALL /
// LC_MESSAGES / LANG and `--lang`). Until then a line borrowed from the tray stays English
// too, so no output mixes two languages.

import { SOURCE_LANGUAGE } from '../i18n/languages.ts';
import { wordsFor } from '../i18n/words.ts';

export const CLI_WORDS = wordsFor(SOURCE_LANGUAGE);
