import { HOME_CONTENT, HOME_CONTENT_KEYS, type HomeContentKey } from "../catalog/home.ts";
import { escapeHtml } from "../format/escape-html.ts";

/**
 * The home page's texts the team edits in the back office for every visitor, on top of
 * the defaults of lib/catalog/home.ts: plain text, one limit per key. Shared by the back office,
 * the settings route and the middleware, which writes them into the pre-rendered home page
 * (edge-safe: no Node module).
 */
export type HomeTexts = Partial<Record<HomeContentKey, string>>;

const kind = (key: HomeContentKey) => (key.endsWith("button") ? "button" : key.endsWith("title") ? "title" : "text");

/** Characters at most: a button stays a button, a title a title. */
export const HOME_TEXT_LIMIT = { button: 40, title: 120, text: 400 } as const;

export function homeTextLimit(key: HomeContentKey): number {
  return HOME_TEXT_LIMIT[kind(key)];
}

/** What each key is, in the back office's words. */
export const HOME_TEXT_LABELS: Record<HomeContentKey, string> = {
  "main-title": "Titre principal",
  "sub-title": "Sous-titre",
  "hero-description": "Description de l'en-tête",
  "hero-button": "Bouton principal de l'en-tête",
  "hero-secondary-button": "Bouton secondaire de l'en-tête",
  "solutions-title": "Titre de la section Solutions",
  "solutions-description": "Description de la section Solutions",
  "automation-title": "Titre de la section Automatisation",
  "automation-subtitle": "Sous-titre de la section Automatisation",
  "automation-description": "Description de la section Automatisation",
  "automation-mission": "Mission (section Automatisation)",
  "boosters-title": "Titre de la section Boosters",
  "boosters-description": "Description de la section Boosters",
  "features-title": "Titre de la section Avantages",
  "features-description": "Description de la section Avantages",
  "cta-title": "Titre de l'appel à l'action",
  "cta-description": "Description de l'appel à l'action",
  "cta-button": "Bouton de l'appel à l'action",
  "testimonials-title": "Titre de la section Témoignages",
  "testimonials-description": "Description de la section Témoignages",
};

/** A text as stored: spaces and line breaks folded, trimmed; undefined when empty or the default. */
export function cleanHomeText(key: HomeContentKey, raw: string): string | undefined {
  const text = raw.replace(/\s+/g, " ").trim();
  return text && text !== HOME_CONTENT[key] ? text : undefined;
}

/** Saved texts read back: known keys only, non-empty strings within their limit; the rest is dropped. */
export function parseHomeTexts(value: unknown): HomeTexts {
  const texts: HomeTexts = {};
  if (typeof value !== "object" || value === null) return texts;
  for (const key of HOME_CONTENT_KEYS) {
    const text = (value as Record<string, unknown>)[key];
    if (typeof text === "string" && text.trim() && [...text].length <= homeTextLimit(key)) texts[key] = text;
  }
  return texts;
}

/**
 * The pre-rendered home page with the saved texts in the elements marked data-content-key (each
 * holds its text only), escaped: text, never HTML. The inline scripts are untouched, so the page's
 * CSP hashes still hold; the marked elements carry suppressHydrationWarning, so React keeps the
 * text the server wrote (as it keeps the browser-stored overrides).
 */
export function writeHomeTexts(html: string, texts: HomeTexts): string {
  let written = html;
  for (const [key, text] of Object.entries(texts)) {
    written = written.replace(
      new RegExp(`(<([a-z0-9]+)\\b[^>]*\\bdata-content-key="${key}"[^>]*>)[^<]*(</\\2>)`),
      (_, open: string, _tag: string, close: string) => `${open}${escapeHtml(text)}${close}`,
    );
  }
  return written;
}
