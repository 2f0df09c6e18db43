/**
 * Server messages in the caller's language (001 s.9). A server part answers in English, the
 * spec's wording and the API's contract; the host translates a `{ msg }` it sends, and a plugin a
 * mail it writes, into the request's language from the catalogs the plugins ship. A catalog is
 * keyed by the English text with `{{name}}` where the text varies ("Table '{{table}}' not
 * found"), so code throws plain English and needs no message keys; scripts/server-messages.mjs
 * keeps each English list in step with the source.
 */
import type { Request } from 'express';
import type { Locale } from '../constants.js';
import { isLocale, localeOfTag } from '../locales.js';

/** A package's messages: `en` (each English text as its own key) and a translation per locale. */
export type MessageBundles = Readonly<Partial<Record<string, Readonly<Record<string, string>>>>>;

/** A package's catalog from its English list and its locale files (`{ de, fr, ... }`). */
export function serverMessages(
  en: readonly string[],
  translations: Readonly<Record<string, Readonly<Record<string, string>>>>,
): MessageBundles {
  return { en: Object.fromEntries(en.map((text) => [text, text])), ...translations };
}

/** What a plugin gets as `ctx.messages`. */
export interface ServerMessages {
  /** The language to answer a request in: its `Accept-Language`, else the signed-in user's choice, else English. */
  language(req: Request): Locale;
  /** `text` (English, as the code wrote it) in `language`; as it is when no catalog has it. */
  translate(text: string, language: string): string;
}

/**
 * The best supported locale of an `Accept-Language` header, by quality; null when it names none
 * (absent, `*`, or only unsupported languages).
 */
export function negotiateLanguage(header: string | undefined): Locale | null {
  if (!header) return null;
  const wanted = header
    .split(',')
    .slice(0, 20)
    .map((part, order) => {
      const [tag = '', ...params] = part.split(';');
      const q = Number(/^\s*q=([\d.]+)\s*$/.exec(params.find((p) => /^\s*q=/.test(p)) ?? '')?.[1] ?? 1);
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, order };
    })
    .filter((w) => w.tag && w.tag !== '*' && w.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  for (const { tag } of wanted) {
    const locale = localeOfTag(tag);
    if (locale) return locale;
  }
  return null;
}

/** One English text with variable parts, matched against a message and filled into a translation. */
interface Template {
  pattern: RegExp;
  /** The length of its fixed text: longer (more specific) templates are tried first. */
  fixed: number;
  names: string[];
  translations: Map<string, string>;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** Every package's translations, looked up by the English text a message was sent in. */
export class MessageCatalog {
  /** Texts without variable parts: English -> locale -> translation. */
  private readonly exact = new Map<string, Map<string, string>>();
  private readonly templates: Template[] = [];
  /** Templates were added since the last sort: sorted once at the next translation, not at each of the start's adds. */
  private unsorted = false;
  private readonly added = new WeakSet<MessageBundles>();

  /** Adds a package's translations (once: a plugin enabled again adds nothing). */
  add(bundles: MessageBundles): void {
    if (this.added.has(bundles)) return;
    this.added.add(bundles);
    const en = bundles.en ?? {};
    const locales = Object.entries(bundles).filter(([lng]) => lng !== 'en');
    for (const english of Object.keys(en)) {
      const translations = new Map<string, string>();
      for (const [lng, messages] of locales) {
        const text = messages?.[english];
        if (text !== undefined) translations.set(lng, text);
      }
      if (!PLACEHOLDER.test(english)) {
        this.merge(this.exact, english, translations);
        continue;
      }
      PLACEHOLDER.lastIndex = 0;
      const names = [...english.matchAll(PLACEHOLDER)].map((m) => m[1]!);
      const source = english
        .split(PLACEHOLDER)
        .map((part, i) => (i % 2 === 0 ? escapeRegExp(part) : '([\\s\\S]*?)'))
        .join('');
      const pattern = new RegExp(`^${source}$`);
      this.templates.push({ pattern, fixed: fixedLength(pattern), names, translations });
      this.unsorted = true;
    }
  }

  private merge(into: Map<string, Map<string, string>>, key: string, translations: Map<string, string>): void {
    const known = into.get(key);
    if (!known) into.set(key, translations);
    else for (const [lng, text] of translations) if (!known.has(lng)) known.set(lng, text);
  }

  /** `text` in `language`; a variable part that is itself a message ('refused: {{msg}}') is translated too. */
  translate(text: string, language: string, depth = 0): string {
    if (language === 'en' || !text) return text;
    const exact = this.exact.get(text)?.get(language);
    if (exact !== undefined) return exact;
    if (this.unsorted) {
      // The most specific (longest fixed text) first, so 'Plugin {{id}} has no settings' wins over
      // '{{err}}: ...'; stable, so equal lengths stay in the order they were added.
      this.templates.sort((a, b) => b.fixed - a.fixed);
      this.unsorted = false;
    }
    for (const template of this.templates) {
      const translated = template.translations.get(language);
      if (translated === undefined) continue;
      const match = template.pattern.exec(text);
      if (!match) continue;
      const values = new Map(
        template.names.map((name, i) => [name, depth < 2 ? this.translate(match[i + 1] ?? '', language, depth + 1) : (match[i + 1] ?? '')]),
      );
      return translated.replace(PLACEHOLDER, (_, name: string) => values.get(name) ?? '');
    }
    return text;
  }
}

const fixedLength = (pattern: RegExp) => pattern.source.replace(/\(\[\\s\\S\]\*\?\)/g, '').length;

/** The language of a request: `Accept-Language`, else the signed-in user's setting, else English. */
export function requestLanguage(req: Pick<Request, 'headers'> & { principal?: { language?: string } | null }): Locale {
  const header = req.headers['accept-language'];
  const asked = negotiateLanguage(Array.isArray(header) ? header.join(',') : header);
  if (asked) return asked;
  const chosen = req.principal?.language;
  return isLocale(chosen) ? chosen : 'en';
}
