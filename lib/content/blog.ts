import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { Marked, type Tokens } from "marked";
import { parse as parseYaml } from "yaml";
import { z } from "zod";
import { ARTICLE_LIMITS, CTA_TARGETS, STARTING_CATEGORIES } from "./articles/article-rules.ts";

/**
 * The blog: Markdown posts of lib/content/blog/*.md, read from disk at build time (pages and
 * the RSS feed are pre-rendered). Front matter is YAML between `---` lines, validated below:
 * a post that breaks a rule fails the build with the file name and the broken fields.
 */

/** SEO limits checked at build time (the articles' own, articles/article-rules.ts): a post that breaks them fails the build. */
export const BLOG_LIMITS = {
  titleMax: ARTICLE_LIMITS.titleMax,
  excerptMin: ARTICLE_LIMITS.excerptMin,
  excerptMax: ARTICLE_LIMITS.excerptMax,
} as const;

export const BLOG_CATEGORIES = STARTING_CATEGORIES;

/**
 * Where the posts live, and the folder their images are served from (`/blog/x.png` → public/blog/x.png).
 * Read only while the build pre-renders the blog and the feed, hence `turbopackIgnore` on the reads:
 * nothing here needs tracing into the server bundle.
 */
export const BLOG_DIR = join(process.cwd(), "lib", "content", "blog");
export const PUBLIC_DIR = join(process.cwd(), "public");

export const blogFrontMatterSchema = z.object({
  title: z.string().min(ARTICLE_LIMITS.titleMin).max(BLOG_LIMITS.titleMax),
  excerpt: z.string().min(BLOG_LIMITS.excerptMin).max(BLOG_LIMITS.excerptMax),
  date: z.coerce.date(),
  category: z.enum(BLOG_CATEGORIES),
  /** Public path of a PNG in public/blog/, e.g. "/blog/notes-de-frais.png". */
  image: z.string().regex(/^\/blog\/[a-z0-9]+(?:-[a-z0-9]+)*\.png$/, "a PNG of public/blog/, e.g. /blog/image.png"),
  imageAlt: z.string().min(ARTICLE_LIMITS.altMin).max(ARTICLE_LIMITS.altMax),
  /** Becomes the URL /blog/<slug>. */
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
  /** Where the closing call to action leads: the free trial or a product's own site. */
  cta: z.object({
    title: z.string(),
    text: z.string(),
    label: z.string(),
    target: z.enum(CTA_TARGETS),
  }),
});

export type BlogFrontMatter = z.infer<typeof blogFrontMatterSchema>;

export interface BlogImage {
  /** Public path, e.g. "/blog/notes-de-frais.png". */
  src: string;
  width: number;
  height: number;
}

export interface BlogPost extends Omit<BlogFrontMatter, "image"> {
  image: BlogImage;
  /** The body rendered to HTML (trusted: it comes from this repository). */
  html: string;
  /** The body as written, in Markdown. */
  markdown: string;
}

/** Splits `---\n<yaml>\n---\n<markdown>`. */
export function splitFrontMatter(source: string): { data: unknown; body: string } {
  const match = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---[ \t]*(?:\r?\n|$)/.exec(source);
  if (!match) throw new Error("no front matter (YAML between two --- lines at the top of the file)");
  return { data: parseYaml(match[1] ?? ""), body: source.slice(match[0].length) };
}

/** Validated front matter, or an error naming every broken field. */
export function parseFrontMatter(data: unknown): BlogFrontMatter {
  const result = blogFrontMatterSchema.safeParse(data);
  if (!result.success) throw new Error(`invalid front matter:\n${z.prettifyError(result.error)}`);
  return result.data;
}

/** Width and height of a PNG file, from its IHDR chunk. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length < 24 || signature.some((byte, index) => bytes[index] !== byte)) throw new Error("not a PNG file");
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** Typographic apostrophes and quotes, as the site has always printed them (SmartyPants). */
export function smartPunctuation(text: string): string {
  return text
    .replace(/(^|[\s([{])'(?=\S)/g, "$1\u2018")
    .replace(/'/g, "\u2019")
    .replace(/(^|[\s([{])"(?=\S)/g, "$1\u201C")
    .replace(/"/g, "\u201D")
    .replace(/\.\.\./g, "\u2026")
    .replace(/---/g, "\u2014")
    .replace(/--/g, "\u2013");
}

/** "Passez à l'action" → "passez-à-laction": the heading anchors the site has always had (GitHub's slugs). */
export function headingSlug(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
    .replace(/ /g, "-");
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'" };

/** Markdown → HTML, with typographic punctuation and an anchor on every heading. */
export function renderMarkdown(markdown: string): string {
  const seen = new Map<string, number>();
  const marked = new Marked({
    gfm: true,
    walkTokens(token) {
      if (token.type === "text" && !("tokens" in token && token.tokens)) token.text = smartPunctuation(token.text);
    },
    renderer: {
      heading(token: Tokens.Heading) {
        const inner = this.parser.parseInline(token.tokens);
        const plain = inner
          .replace(/<[^>]*>/g, "")
          .replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name] ?? "");
        const base = headingSlug(plain);
        const count = seen.get(base);
        seen.set(base, (count ?? -1) + 1);
        const id = count === undefined ? base : `${base}-${count + 1}`;
        return `<h${token.depth} id="${id}">${inner}</h${token.depth}>\n`;
      },
    },
  });
  return marked.parse(markdown, { async: false });
}

/** One post from its file's text; `file` only names it in errors. */
export function parsePost(source: string, file: string, publicDir: string = PUBLIC_DIR): BlogPost {
  try {
    const { data, body } = splitFrontMatter(source);
    const { image, ...meta } = parseFrontMatter(data);
    let bytes: Uint8Array;
    try {
      bytes = readFileSync(join(/*turbopackIgnore: true*/ publicDir, image));
    } catch {
      throw new Error(`image ${image} not found in public/`);
    }
    return { ...meta, image: { src: image, ...pngSize(bytes) }, html: renderMarkdown(body), markdown: body };
  } catch (error) {
    throw new Error(`Blog post ${file}: ${error instanceof Error ? error.message : String(error)}`);
  }
}

/** Every post of `dir`, newest first; two posts with one slug fail. */
export function getSortedPosts(dir: string = BLOG_DIR, publicDir: string = PUBLIC_DIR): BlogPost[] {
  const posts = readdirSync(/*turbopackIgnore: true*/ dir)
    .filter((name) => name.endsWith(".md"))
    .sort()
    .map((name) => parsePost(readFileSync(join(/*turbopackIgnore: true*/ dir, name), "utf8"), name, publicDir));
  const slugs = new Set<string>();
  for (const post of posts) {
    if (slugs.has(post.slug)) throw new Error(`Blog: two posts have the slug "${post.slug}"`);
    slugs.add(post.slug);
  }
  return posts.sort((a, b) => b.date.getTime() - a.date.getTime());
}

/** "2025-04-24" form of a post date, for `datetime` attributes and structured data. */
export function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}
