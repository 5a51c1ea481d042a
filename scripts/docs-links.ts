/**
 * The links of the project's Markdown documents: README.md, every guide of docs/ and
 * every other README of the repository (node_modules and build output aside). Each relative link
 * and image must reach a file or folder of the repository, and a `#anchor` must name a heading of
 * its target document (GitHub's slugs) or one of its HTML `id`s. Links to other sites (http, https,
 * mailto…) are not followed. scripts/docs-links.test.ts runs it over the repository; the checks
 * take the files as a parameter, so that the test can also feed them broken documents.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, extname, join, relative, resolve, sep } from "node:path";
import { Lexer, type Token, walkTokens } from "marked";

/** What the checks read: the disk, or documents held in memory by a test. */
export interface DocFiles {
  /** Whether a file or folder exists at this absolute path. */
  exists(path: string): boolean;
  /** The text of the file at this absolute path. */
  read(path: string): string;
}

export const diskFiles: DocFiles = { exists: existsSync, read: (path) => readFileSync(path, "utf8") };

/** A link or image of a document, where it is written. */
export interface DocLink {
  line: number;
  target: string;
  image: boolean;
}

/** Folders never searched for documents: installed packages, build output, local data, results. */
const SKIPPED_FOLDERS = new Set(["node_modules", "test-results", "data", "results"]);

/**
 * Every Markdown document the check covers, as absolute paths: README.md files anywhere in the
 * repository and every `.md` under docs/ (hidden folders, packages and build output aside).
 */
export function markdownDocuments(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string, inDocs: boolean) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name.startsWith(".") || SKIPPED_FOLDERS.has(entry.name)) continue;
        walk(path, inDocs || (dir === root && entry.name === "docs"));
      } else if (entry.isFile() && /\.md$/i.test(entry.name) && (inDocs || /^readme\.md$/i.test(entry.name))) {
        found.push(path);
      }
    }
  };
  walk(root, false);
  return found.sort();
}

/**
 * A heading's anchor as GitHub writes it (github-slugger): lower-cased, every character that is
 * not a letter, a mark, a digit, `_`, `-` or a space dropped (accented letters stay; a no-break
 * space goes), then each space turned into `-`.
 */
export function githubSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
    .replace(/ /g, "-");
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: "\u00a0" };
const decodeEntities = (text: string) =>
  text.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? "");

/** The text a heading shows (what GitHub slugs): code without its backticks, links as their text, no HTML tag or image. */
function shownText(tokens: readonly Token[]): string {
  return tokens
    .map((token): string => {
      const { type, text, tokens: inner } = token as { type: string; text?: unknown; tokens?: Token[] };
      if (type === "html") return "";
      if (type === "br") return " ";
      // An image adds nothing to the heading's text (GitHub slugs the text content).
      if (type === "image") return "";
      if (type !== "codespan" && inner && inner.length > 0) return shownText(inner);
      return typeof text === "string" ? decodeEntities(text) : "";
    })
    .join("")
    .trim();
}

const lexer = (markdown: string) => new Lexer({ gfm: true }).lex(markdown.replace(/\r\n?/g, "\n"));

/** The anchors a document offers: its headings' slugs (a repeated one numbered `-1`, `-2`…) and its HTML ids and names. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  walkTokens(lexer(markdown), (token) => {
    if (token.type === "heading") {
      const slug = githubSlug(shownText(token.tokens ?? []));
      const count = seen.get(slug) ?? 0;
      seen.set(slug, count + 1);
      anchors.add(count === 0 ? slug : `${slug}-${count}`);
    } else if (token.type === "html") {
      for (const match of token.text.matchAll(/\s(?:id|name)\s*=\s*["']([^"']+)["']/gi)) anchors.add(match[1] ?? "");
    }
  });
  return anchors;
}

/** Every link and image of a document (inline, reference-style, and `href`/`src` of inline HTML), outside code. */
export function linksOf(markdown: string): DocLink[] {
  const source = markdown.replace(/\r\n?/g, "\n");
  const links: DocLink[] = [];
  let cursor = 0;
  const lineAt = (raw: string) => {
    let at = source.indexOf(raw, cursor);
    if (at === -1) at = source.indexOf(raw);
    if (at === -1) return 0;
    cursor = at;
    return source.slice(0, at).split("\n").length;
  };
  walkTokens(lexer(source), (token) => {
    if (token.type === "link" || token.type === "image") {
      links.push({ line: lineAt(token.raw), target: token.href, image: token.type === "image" });
    } else if (token.type === "html") {
      const line = lineAt(token.raw);
      for (const match of token.text.matchAll(/\s(href|src)\s*=\s*["']([^"']+)["']/gi))
        links.push({ line, target: match[2] ?? "", image: match[1]?.toLowerCase() === "src" });
    }
  });
  return links;
}

/** GitHub's anchors of a line or lines of a file that is not Markdown: #L12, #L12-L20. */
const LINE_ANCHOR = /^L\d+(?:C\d+)?(?:-L\d+(?:C\d+)?)?$/;

function decoded(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/**
 * What is wrong with the relative links of the documents at `documents` (absolute paths under
 * `root`), one readable line each: `docs/testing.md:12: architecture.md#nope: no heading…`.
 */
export function checkDocuments(root: string, documents: readonly string[], files: DocFiles = diskFiles): string[] {
  const problems: string[] = [];
  const anchorCache = new Map<string, Set<string>>();
  const anchorsAt = (path: string) => {
    let anchors = anchorCache.get(path);
    if (!anchors) {
      anchors = anchorsOf(files.read(path));
      anchorCache.set(path, anchors);
    }
    return anchors;
  };
  const shown = (path: string) => relative(root, path).split(sep).join("/");

  for (const document of documents) {
    for (const link of linksOf(files.read(document))) {
      const target = link.target.trim();
      const say = (why: string) => problems.push(`${shown(document)}:${link.line}: ${target || "(empty)"}: ${why}`);
      // Another site, a mail address, a phone number: not this check's business.
      if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith("//")) continue;
      if (target === "") {
        say(`an empty ${link.image ? "image" : "link"}`);
        continue;
      }
      const hash = target.indexOf("#");
      const pathPart = (hash === -1 ? target : target.slice(0, hash)).replace(/\?.*$/, "");
      const anchorPart = hash === -1 ? undefined : target.slice(hash + 1);
      const pathText = decoded(pathPart);
      const anchor = anchorPart === undefined ? "" : decoded(anchorPart);
      if (pathText === undefined || anchor === undefined) {
        say("malformed percent-encoding");
        continue;
      }
      const file =
        pathText === ""
          ? document
          : pathText.startsWith("/")
            ? join(root, pathText)
            : resolve(dirname(document), pathText);
      if (file !== root && !file.startsWith(`${root}${sep}`)) {
        say("outside the repository (GitHub cannot show it)");
        continue;
      }
      if (!files.exists(file)) {
        say(`no such ${link.image ? "image" : "file"} (${shown(file)})`);
        continue;
      }
      if (anchor === "") continue;
      if (extname(file).toLowerCase() === ".md") {
        if (!anchorsAt(file).has(anchor)) say(`no heading or id "${anchor}" in ${shown(file)}`);
      } else if (!LINE_ANCHOR.test(anchor)) {
        say(`an anchor on a file that is not Markdown (only #L<line> is meaningful there)`);
      }
    }
  }
  return problems;
}

/** The broken links of every document of the repository at `root`. */
export function brokenLinks(root: string, files: DocFiles = diskFiles): string[] {
  return checkDocuments(root, markdownDocuments(root), files);
}
