/**
 * The inline styles of a build's public pages (lib/security/style-hashes.ts): every style attribute
 * and `<style>` element of the pre-rendered HTML, and the stylesheet `sonner` inserts at run time,
 * read from its module.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { ERROR_PAGE_CSS } from "../lib/config/error-page-style.ts";
import { cspHash } from "../lib/security/inline-script-hashes.ts";
import type { StyleHashes } from "../lib/security/style-hashes.ts";
import { decodeEntities } from "../lib/seo/html-scan.ts";
import { htmlFiles } from "./csp-manifest.ts";

/** The inline styles of one page: its `<style>` elements' texts and its style attributes' values (entities decoded). */
export function inlineStyles(html: string): { elements: string[]; attributes: string[] } {
  const elements = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => match[1] ?? "");
  const attributes = [...html.matchAll(/<[a-z][^>]*?\sstyle=(?:"([^"]*)"|'([^']*)')/gi)].map((match) =>
    decodeEntities(match[1] ?? match[2] ?? ""),
  );
  return { elements, attributes };
}

/** The stylesheet `sonner` inserts into the page when its module loads (`__insertCSS("…")`). */
export function sonnerStylesheet(): string {
  const entry = createRequire(import.meta.url).resolve("sonner");
  const source = readFileSync(entry.replace(/index\.js$/, "index.mjs"), "utf8");
  const literal = /__insertCSS\(("(?:[^"\\]|\\.)*")\)/.exec(source)?.[1];
  if (!literal) throw new Error(`sonner's stylesheet was not found in ${entry}: its module changed`);
  return JSON.parse(literal) as string;
}

/**
 * Every inline style the public pages of the build in `appDir` may apply, hashed, sorted: the
 * pages' own; the toasts' stylesheet, and the empty text it has for a moment (sonner appends its
 * `<style>` before filling it, and Chromium checks it both times); the error pages' rules, which the
 * middleware's answer to a form of an earlier build carries too (lib/security/stale-form-answer.ts).
 */
export function buildStyleHashes(appDir: string): StyleHashes {
  const pages = htmlFiles(appDir).map((file) => inlineStyles(readFileSync(file, "utf8")));
  const hashed = (styles: string[]) => [...new Set(styles.map(cspHash))].sort();
  return {
    elements: hashed([...pages.flatMap((page) => page.elements), sonnerStylesheet(), "", ERROR_PAGE_CSS]),
    attributes: hashed(pages.flatMap((page) => page.attributes)),
  };
}
