import type { SeoOverride } from "../config/seo-overrides.ts";
import { escapeHtml } from "../format/escape-html.ts";
import { decodeEntities } from "./html-scan.ts";

/**
 * Writes the SEO desk's values into a pre-rendered page, edge-safe: in the <head> the
 * server sends, and in the React Server Components payload inlined in the page's scripts
 * (`self.__next_f.push([1,"…"])`), which React hydrates the <head> from: without it, React would
 * put the page module's title back into `document.title` and add a second description. The
 * scripts rewritten change their hashes: the caller computes the page's CSP from the result.
 */

export const NOINDEX_CONTENT = "noindex, follow";

/** The head's values as built, which the overrides replace (HTML-unescaped). */
export interface HeadValues {
  title: string | undefined;
  description: string | undefined;
  ogTitle: string | undefined;
  ogDescription: string | undefined;
  twitterTitle: string | undefined;
  twitterDescription: string | undefined;
  canonical: string | undefined;
  ogUrl: string | undefined;
  robots: string | undefined;
}

function headOf(html: string): { start: number; end: number } | undefined {
  const start = html.indexOf("<head>");
  const end = html.indexOf("</head>");
  return start >= 0 && end > start ? { start, end } : undefined;
}

const metaPattern = (attr: "name" | "property", key: string) =>
  new RegExp(`<meta ${attr}="${key.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}" content="([^"]*)"/?>`);

/** The values of the page's <head> as the build wrote them. */
export function readHeadValues(html: string): HeadValues {
  const range = headOf(html);
  const head = range ? html.slice(range.start, range.end) : "";
  const meta = (attr: "name" | "property", key: string) => {
    const match = metaPattern(attr, key).exec(head);
    return match ? decodeEntities(match[1] ?? "") : undefined;
  };
  const title = /<title>([^<]*)<\/title>/.exec(head);
  const canonical = /<link rel="canonical" href="([^"]*)"\/?>/.exec(head);
  return {
    title: title ? decodeEntities(title[1] ?? "") : undefined,
    description: meta("name", "description"),
    ogTitle: meta("property", "og:title"),
    ogDescription: meta("property", "og:description"),
    twitterTitle: meta("name", "twitter:title"),
    twitterDescription: meta("name", "twitter:description"),
    canonical: canonical ? decodeEntities(canonical[1] ?? "") : undefined,
    ogUrl: meta("property", "og:url"),
    robots: meta("name", "robots"),
  };
}

/** A string as React's flight payload writes it: JSON, a leading "$" doubled (one would mark a reference). */
const flightString = (value: string) => JSON.stringify(value.startsWith("$") ? `$${value}` : value);

/** Next's escaping of the payload's JSON inside a <script> (htmlEscapeJsonString). */
const SCRIPT_ESCAPES: Record<string, string> = {
  "&": "\\u0026",
  ">": "\\u003e",
  "<": "\\u003c",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

const PUSH_PREFIX = "self.__next_f.push(";
const PUSH_SUFFIX = ")";

/** The payload text of one inlined push script, or undefined for any other script. */
export function decodePush(body: string): string | undefined {
  if (!body.startsWith(PUSH_PREFIX) || !body.endsWith(PUSH_SUFFIX)) return undefined;
  try {
    const value: unknown = JSON.parse(body.slice(PUSH_PREFIX.length, -PUSH_SUFFIX.length));
    return Array.isArray(value) && value[0] === 1 && typeof value[1] === "string" ? value[1] : undefined;
  } catch {
    return undefined;
  }
}

export function encodePush(text: string): string {
  return `${PUSH_PREFIX}${JSON.stringify([1, text]).replace(/[&><\u2028\u2029]/g, (c) => SCRIPT_ESCAPES[c] ?? c)}${PUSH_SUFFIX}`;
}

/** One replacement, in the head's HTML and in the payload: the exact text as built, and its new value. */
interface Edit {
  html: [before: string, after: string];
  /** In the payload: the text as built, and its new value (from the match, for a pattern). */
  flight: [before: string | RegExp, after: string | ((match: string) => string)];
}

/** The metadata's title element in the payload (`["$","title","0",{"children":"…"}]`), not an SVG's title. */
const flightTitle = (title: string) =>
  new RegExp(
    `\\["\\$","title","\\d+",\\{"children":${flightString(title).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\}\\]`,
  );

function metaEdit(attr: "name" | "property", key: string, original: string | undefined, value: string): Edit[] {
  if (original === undefined || original === value) return [];
  const attrs = (content: string) => `${attr}="${key}" content="${escapeHtml(content)}"`;
  const props = (content: string) => `{"${attr}":"${key}","content":${flightString(content)}}`;
  return [{ html: [attrs(original), attrs(value)], flight: [props(original), props(value)] }];
}

function edits(values: HeadValues, override: SeoOverride, absolute: (path: string) => string): Edit[] {
  const list: Edit[] = [];
  const title = override.title;
  if (title !== undefined && values.title !== undefined && values.title !== title)
    list.push({
      html: [`<title>${escapeHtml(values.title)}</title>`, `<title>${escapeHtml(title)}</title>`],
      flight: [
        flightTitle(values.title),
        (match) => `${match.slice(0, match.indexOf("{"))}{"children":${flightString(title)}}]`,
      ],
    });
  const socialTitle = override.socialTitle ?? override.title;
  const socialDescription = override.socialDescription ?? override.description;
  if (override.description !== undefined)
    list.push(...metaEdit("name", "description", values.description, override.description));
  if (socialTitle !== undefined) {
    list.push(...metaEdit("property", "og:title", values.ogTitle, socialTitle));
    list.push(...metaEdit("name", "twitter:title", values.twitterTitle, socialTitle));
  }
  if (socialDescription !== undefined) {
    list.push(...metaEdit("property", "og:description", values.ogDescription, socialDescription));
    list.push(...metaEdit("name", "twitter:description", values.twitterDescription, socialDescription));
  }
  if (override.canonical !== undefined) {
    const url = absolute(override.canonical);
    if (values.canonical !== undefined && values.canonical !== url)
      list.push({
        html: [`rel="canonical" href="${escapeHtml(values.canonical)}"`, `rel="canonical" href="${escapeHtml(url)}"`],
        flight: [
          `{"rel":"canonical","href":${flightString(values.canonical)}}`,
          `{"rel":"canonical","href":${flightString(url)}}`,
        ],
      });
    list.push(...metaEdit("property", "og:url", values.ogUrl, url));
  }
  if (override.noindex && values.robots !== undefined)
    list.push(...metaEdit("name", "robots", values.robots, NOINDEX_CONTENT));
  return list;
}

/** Where a <meta name="robots"> goes when the page has none: right after the title, in both. */
function robotsInsert(values: HeadValues, title: string): Edit | undefined {
  const titleHtml = `<title>${escapeHtml(title)}</title>`;
  return values.robots === undefined
    ? {
        html: [titleHtml, `${titleHtml}<meta name="robots" content="${NOINDEX_CONTENT}"/>`],
        flight: [
          flightTitle(title),
          (match) => `${match},["$","meta","robots",{"name":"robots","content":"${NOINDEX_CONTENT}"}]`,
        ],
      }
    : undefined;
}

function replaceOnce(text: string, [before, after]: Edit["flight"] | Edit["html"]): string {
  const write = typeof after === "string" ? () => after : after;
  if (before instanceof RegExp) return text.replace(before, (match) => write(match));
  const at = text.indexOf(before);
  return at < 0 ? text : `${text.slice(0, at)}${write(before)}${text.slice(at + before.length)}`;
}

/** The page's payload scripts with the edits made (each script as it was when none applies). */
function writePayload(html: string, list: Edit[]): string {
  return html.replace(/<script>([\s\S]*?)<\/script>/g, (script, body: string) => {
    const text = decodePush(body);
    if (text === undefined) return script;
    let written = text;
    for (const edit of list) written = replaceOnce(written, edit.flight);
    return written === text ? script : `<script>${encodePush(written)}</script>`;
  });
}

/**
 * The page with the override written in, or the page unchanged when the override changes nothing
 * it can find (a page without a <head> as Next writes it). `absolute` turns a path of this site
 * into its URL (the canonical).
 */
export function writeSeoOverride(html: string, override: SeoOverride, absolute: (path: string) => string): string {
  const range = headOf(html);
  if (!range) return html;
  const values = readHeadValues(html);
  const list = edits(values, override, absolute);
  if (override.noindex && values.title !== undefined) {
    const insert = robotsInsert(values, override.title ?? values.title);
    if (insert) list.push(insert);
  }
  if (list.length === 0) return html;

  let head = html.slice(range.start, range.end);
  for (const edit of list) head = replaceOnce(head, edit.html);
  return `${html.slice(0, range.start)}${writePayload(head, list)}${writePayload(html.slice(range.end), list)}`;
}
