// The demo's "system" is the browser the person opened it in (issue 72: the language follows
// the system's, Electron's locale in the app, the browser's languages in the demo). The
// window's page is asked for with the browser's Accept-Language: its languages, most wanted
// first, become the system's languages and its first the regional format, and the engine is
// told, so that the first snapshot the page draws is already in them. The harness's tests fix
// a locale of their own and do not use this.

import type { LocaleSource } from '../../main/core/ports.ts';

export interface BrowserLocale extends LocaleSource {
  /** The window's page was asked for with this Accept-Language header. */
  heard(acceptLanguage: string | undefined): void;
}

/** The tags of an Accept-Language header, most wanted first (by q, then as listed); `*` and what is not a language tag left out. */
export function acceptedLanguages(header: string | undefined): string[] {
  if (header === undefined) return [];
  const tags = header.split(',').flatMap((part, order) => {
    const [tag = '', ...params] = part.trim().split(';');
    const q = params.map((p) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    if (tag === '*' || weight <= 0) return [];
    try {
      return [{ tag: Intl.getCanonicalLocales(tag)[0]!, weight, order }];
    } catch {
      return [];
    }
  });
  return tags.sort((a, b) => b.weight - a.weight || a.order - b.order).map((t) => t.tag);
}

/** `fallback`: the locale before the browser has said anything (the process's). */
export function browserLocale(fallback: () => string): BrowserLocale {
  let languages: readonly string[] = [];
  const listeners = new Set<() => void>();
  return {
    systemLocale: () => languages[0] ?? fallback(),
    systemLanguages: () => languages,
    onChange(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    heard(acceptLanguage) {
      const next = acceptedLanguages(acceptLanguage);
      if (next.length === 0 || next.join(',') === languages.join(',')) return;
      languages = next;
      for (const l of listeners) l();
    },
  };
}
