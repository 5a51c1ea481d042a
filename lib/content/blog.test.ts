import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import {
  BLOG_CATEGORIES,
  BLOG_LIMITS,
  getSortedPosts,
  headingSlug,
  isoDay,
  parseFrontMatter,
  parsePost,
  renderMarkdown,
  smartPunctuation,
  splitFrontMatter,
} from "./blog.ts";

const VALID = {
  title: "Un titre d'article valide",
  excerpt: "Un résumé assez long pour respecter la limite basse de cinquante caractères.",
  date: "2025-04-24",
  category: "Notes de frais",
  image: "/blog/notes-de-frais.png",
  imageAlt: "Une description d'image suffisante",
  slug: "un-article-valide",
  cta: { title: "Essayez", text: "Essayez gratuitement.", label: "Commencer", target: "essai-gratuit" },
};

function source(frontMatter: string, body = "Premier paragraphe.\n"): string {
  return `---\n${frontMatter}\n---\n\n${body}`;
}

const VALID_YAML = `title: "Un titre d'article valide"
excerpt: "Un résumé assez long pour respecter la limite basse de cinquante caractères."
date: 2025-04-24
category: "Notes de frais"
image: "/blog/notes-de-frais.png"
imageAlt: "Une description d'image suffisante"
slug: "un-article-valide"
cta:
  title: "Essayez"
  text: "Essayez gratuitement."
  label: "Commencer"
  target: "note2frais"`;

describe("the published posts", () => {
  const posts = getSortedPosts();

  it("are the three articles, newest first, with their public image and size", () => {
    expect(posts.map((post) => [post.slug, isoDay(post.date)])).toEqual([
      ["gestion-administrative-tpe-outil-tout-en-un", "2025-04-24"],
      ["notes-de-frais-fin-de-la-saisie-manuelle", "2025-04-15"],
      ["devis-rapides-signer-plus-de-clients", "2025-04-01"],
    ]);
    for (const post of posts) {
      expect(post.image.src).toMatch(/^\/blog\/[a-z-]+\.png$/);
      expect(post.image).toMatchObject({ width: 1200, height: 675 });
      expect(post.title.length).toBeLessThanOrEqual(BLOG_LIMITS.titleMax);
      expect(BLOG_CATEGORIES).toContain(post.category);
    }
  });

  it("render their Markdown with anchored headings and typographic apostrophes", () => {
    const post = posts.find((p) => p.slug === "devis-rapides-signer-plus-de-clients");
    expect(post?.html).toContain('<h2 id="passez-à-laction">Passez à l’action</h2>');
    expect(post?.html).toContain("<ul>");
    expect(post?.html).not.toContain("&#39;");
  });
});

describe("front matter", () => {
  it("accepts a valid post and coerces its date", () => {
    const data = parseFrontMatter(VALID);
    expect(data.date).toBeInstanceOf(Date);
    expect(isoDay(data.date)).toBe("2025-04-24");
  });

  it("splits YAML from the body", () => {
    const { data, body } = splitFrontMatter(source(VALID_YAML, "Le corps."));
    expect(data).toMatchObject({ slug: "un-article-valide", cta: { target: "note2frais" } });
    expect(body.trim()).toBe("Le corps.");
  });

  it.each([
    ["a title over the limit", { title: "x".repeat(BLOG_LIMITS.titleMax + 1) }, "title"],
    ["a short excerpt", { excerpt: "Trop court." }, "excerpt"],
    ["an excerpt over the limit", { excerpt: "x".repeat(BLOG_LIMITS.excerptMax + 1) }, "excerpt"],
    ["an unknown category", { category: "Cryptomonnaie" }, "category"],
    ["a slug with capitals", { slug: "Mon-Article" }, "slug"],
    ["a slug with a trailing dash", { slug: "mon-article-" }, "slug"],
    ["a date that is not one", { date: "bientôt" }, "date"],
    ["an image outside public/blog", { image: "../../assets/blog/notes-de-frais.png" }, "image"],
    ["an unknown call-to-action target", { cta: { ...VALID.cta, target: "inconnu" } }, "cta.target"],
    ["a call to action without label", { cta: { title: "t", text: "t", target: "essai-gratuit" } }, "cta.label"],
  ])("rejects %s", (_, change, field) => {
    expect(() => parseFrontMatter({ ...VALID, ...change })).toThrow(field);
  });

  it("fails a post file with invalid front matter, naming the file and the field", () => {
    const broken = source(VALID_YAML.replace('category: "Notes de frais"', 'category: "Recettes de cuisine"'));
    expect(() => parsePost(broken, "recettes.md")).toThrow(/recettes\.md: invalid front matter[\s\S]*category/);
  });

  it("fails a post without front matter, or whose image is missing", () => {
    expect(() => parsePost("# Titre\n", "sans.md")).toThrow(/sans\.md: no front matter/);
    const missing = source(VALID_YAML.replace("/blog/notes-de-frais.png", "/blog/absente.png"));
    expect(() => parsePost(missing, "image.md")).toThrow(/image\.md: image \/blog\/absente\.png not found/);
  });

  it("fails two posts with one slug", () => {
    const dir = mkdtempSync(join(tmpdir(), "blog-"));
    const publicDir = join(dir, "public");
    mkdirSync(join(publicDir, "blog"), { recursive: true });
    writeFileSync(join(publicDir, "blog", "notes-de-frais.png"), readFileSync("public/blog/notes-de-frais.png"));
    writeFileSync(join(dir, "a.md"), source(VALID_YAML));
    writeFileSync(join(dir, "b.md"), source(VALID_YAML));
    expect(() => getSortedPosts(dir, publicDir)).toThrow(/two posts have the slug "un-article-valide"/);
  });
});

describe("Markdown helpers", () => {
  it("print French apostrophes and quotes", () => {
    expect(smartPunctuation("l'avance, c'est \"simple\"...")).toBe("l’avance, c’est “simple”…");
  });

  it("anchor headings as the site always has, with unique ids", () => {
    expect(headingSlug("Ce qu'un outil tout-en-un change au quotidien")).toBe(
      "ce-quun-outil-tout-en-un-change-au-quotidien",
    );
    expect(renderMarkdown("## Par où commencer ?\n\n## Par où commencer ?\n")).toBe(
      '<h2 id="par-où-commencer-">Par où commencer ?</h2>\n<h2 id="par-où-commencer--1">Par où commencer ?</h2>\n',
    );
  });
});
