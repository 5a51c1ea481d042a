/**
 * A small tag scanner for React's own well-formed output (the SEO rules, the SEO desk's head
 * values, and the build's gates): reading start tags and their attributes is enough (no DOM
 * needed). The bodies of <script> and <style> are returned as text and never scanned for tags.
 */

export interface Tag {
  name: string;
  /** Text between the start and end tag, for <script> and <style> only. */
  text: string | undefined;
  attrs: Record<string, string>;
}

/** A start tag, matched where the scan stands (sticky: no copy of the rest of the page per tag). */
const START_TAG = /<([a-zA-Z][a-zA-Z0-9-]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/y;
/** Longest start tag read: past it, a "<" is text. */
const START_TAG_MAX = 20_000;
const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

export function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity[0] === "#") {
      const code =
        entity[1] === "x" || entity[1] === "X" ? Number.parseInt(entity.slice(2), 16) : Number(entity.slice(1));
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[entity.toLowerCase()] ?? whole;
  });
}

function parseAttributes(source: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const match of source.matchAll(ATTRIBUTE)) {
    const name = match[1]!.toLowerCase();
    if (name in attrs) continue; // the first occurrence wins, as in browsers
    attrs[name] = decodeEntities(match[2] ?? match[3] ?? match[4] ?? "");
  }
  return attrs;
}

/** Where a <script> or <style> ends, found without lowering the case of the whole page. */
const RAW_TEXT_END = new Map([
  ["script", /<\/script/gi],
  ["style", /<\/style/gi],
]);

/**
 * Every start tag of the document, in order, comments skipped. No copy of the page per tag, and no
 * `toLowerCase()` of the whole page: in V8's optimised code that call on a page with accents took
 * up to 0.6 s, 8 s for the SEO desk's review of the site.
 */
export function scanTags(html: string): Tag[] {
  const tags: Tag[] = [];
  let at = 0;
  while (at < html.length) {
    const open = html.indexOf("<", at);
    if (open === -1) break;
    if (html.startsWith("<!--", open)) {
      const end = html.indexOf("-->", open + 4);
      at = end === -1 ? html.length : end + 3;
      continue;
    }
    START_TAG.lastIndex = open;
    const head = START_TAG.exec(html);
    if (!head || head[0].length > START_TAG_MAX) {
      at = open + 1;
      continue;
    }
    const name = (head[1] ?? "").toLowerCase();
    at = open + head[0].length;
    let text: string | undefined;
    const rawEnd = RAW_TEXT_END.get(name);
    if (rawEnd) {
      rawEnd.lastIndex = at;
      const close = rawEnd.exec(html)?.index ?? -1;
      const end = close === -1 ? html.length : close;
      text = html.slice(at, end);
      at = end;
    }
    tags.push({ name, text, attrs: parseAttributes((head[2] ?? "").replace(/\/$/, "")) });
  }
  return tags;
}

/** The visible text of a page (tags, scripts and styles removed), entities decoded. */
export function visibleText(html: string): string {
  const withoutRaw = html.replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, " ").replace(/<!--[\s\S]*?-->/g, " ");
  return decodeEntities(withoutRaw.replace(/<[^>]*>/g, " "));
}

/** Executable inline scripts: no src, and a JavaScript type (JSON-LD and other data blocks excluded). */
export function isExecutableInlineScript(tag: Tag): boolean {
  if (tag.name !== "script" || "src" in tag.attrs) return false;
  const type = (tag.attrs.type ?? "").trim().toLowerCase();
  return type === "" || type === "module" || type === "text/javascript" || type === "application/javascript";
}

/** The candidates of a `srcset` attribute: each URL with its descriptor ("640w", "2x", or "" for none). */
export function srcsetCandidates(srcset: string): Array<{ url: string; descriptor: string }> {
  return srcset
    .split(",")
    .map((candidate) => candidate.trim().split(/\s+/))
    .filter(([url]) => Boolean(url))
    .map(([url = "", descriptor = ""]) => ({ url, descriptor }));
}

export type Resolved = { kind: "local"; path: string } | { kind: "external"; url: string } | { kind: "inline" };

/** Resolves a reference against the URL path of the document that holds it. */
export function resolveRef(ref: string, basePath: string): Resolved {
  const trimmed = ref.trim();
  if (/^data:/i.test(trimmed)) return { kind: "inline" };
  if (/^[a-z][a-z0-9+.-]*:/i.test(trimmed) || trimmed.startsWith("//")) return { kind: "external", url: trimmed };
  const url = new URL(trimmed, `http://build.invalid${basePath}`);
  let path = url.pathname;
  try {
    path = decodeURIComponent(path);
  } catch {
    /* keep the raw path */
  }
  return { kind: "local", path };
}
