import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { auditSite, type SeoReport, sitemapLocs } from "../../lib/seo/audit.ts";
import { formatReport } from "./seo-audit.ts";

const SITE = "https://www.exemple.fr";

interface PageOptions {
  path: string;
  title?: string;
  description?: string;
  canonical?: string | null;
  robots?: string;
  h1?: string[];
  jsonLd?: string[];
  ogImage?: string | null;
  ogImageAlt?: string | null;
  links?: string[];
}

/** A pre-rendered page as Next writes it, every part overridable to break it. */
function page(options: PageOptions): { path: string; html: string } {
  const { path } = options;
  const title = options.title ?? `Page ${path} | Gestio`;
  const description =
    options.description ??
    `Description de la page ${path}, assez longue pour un résultat de recherche utile, et bien assez courte pour s'afficher en entier.`;
  const canonical = options.canonical === undefined ? `${SITE}${path === "/" ? "/" : path}` : options.canonical;
  const ogImage =
    options.ogImage === undefined ? `${SITE}${path === "/" ? "" : path}/opengraph-image?abc` : options.ogImage;
  const head = [
    `<meta charset="utf-8"/><title>${title}</title>`,
    `<meta name="description" content="${description}"/>`,
    options.robots ? `<meta name="robots" content="${options.robots}"/>` : "",
    canonical === null ? "" : `<link rel="canonical" href="${canonical}"/>`,
    `<meta property="og:title" content="${title.replace(/ \| Gestio$/, "")}"/>`,
    ogImage === null ? "" : `<meta property="og:image" content="${ogImage}"/>`,
    options.ogImageAlt === null
      ? ""
      : `<meta property="og:image:alt" content="${options.ogImageAlt ?? `Gestio – la page ${path}`}"/>`,
    ...(
      options.jsonLd ?? ['{"@context":"https://schema.org","@graph":[{"@type":"Organization","name":"Gestio"}]}']
    ).map((json) => `<script type="application/ld+json">${json}</script>`),
  ].join("");
  const body = [
    '<template data-maintenance-template="true"><h1>Site en maintenance</h1><a href="/maintenance">x</a></template>',
    "<svg><title>Illustration</title></svg>",
    ...(options.h1 ?? [`Titre de ${path}`]).map((text) => `<h1 class="t">${text} <span>!</span></h1>`),
    ...(options.links ?? ["/"]).map((href) => `<a href="${href}">lien</a>`),
  ].join("");
  return { path, html: `<!DOCTYPE html><html lang="fr"><head>${head}</head><body>${body}</body></html>` };
}

const GOOD = [
  page({ path: "/", title: "Gestio · Accueil", links: ["/a-propos", "/blog", "/faq"] }),
  page({ path: "/a-propos", links: ["/", "/blog#haut"] }),
  page({ path: "/blog", links: [`${SITE}/a-propos`, "/"] }),
  page({ path: "/ressources/faq", links: ["/"] }),
  page({ path: "/404", robots: "noindex", title: "Page introuvable | Gestio", description: "Court." }),
];
const SITEMAP = ["/", "/a-propos", "/blog", "/ressources/faq"].map((p) => `${SITE}${p === "/" ? "" : p}`);
const REDIRECTS = { "/faq": "/ressources/faq" };

function audit(pages: { path: string; html: string }[], ...sitemap: [string[] | undefined] | []): SeoReport {
  return auditSite({ pages, sitemap: sitemap.length ? sitemap[0] : SITEMAP, siteUrl: SITE, redirects: REDIRECTS });
}

const rules = (report: SeoReport, path: string) =>
  report.findings.filter((f) => f.path === path).map((f) => `${f.level} ${f.rule}`);

describe("SEO audit", () => {
  it("passes a sound site and reads every column", () => {
    const report = audit(GOOD);
    expect(report.findings).toEqual([]);
    const home = report.rows.find((row) => row.path === "/")!;
    expect(home).toMatchObject({
      title: "Gestio · Accueil",
      titleLength: 16,
      canonical: `${SITE}/`,
      indexable: true,
      h1Count: 1,
      h1: "Titre de / !",
      ogTitle: "Gestio · Accueil",
      jsonLdTypes: ["Organization"],
      jsonLdValid: true,
      inSitemap: true,
      linksOut: 3,
      linksIn: 4,
    });
    // The link to the /faq redirect counts for its target; the template's link and h1 are not content.
    expect(report.rows.find((row) => row.path === "/ressources/faq")).toMatchObject({ linksIn: 1, linksOut: 1 });
    expect(report.rows.find((row) => row.path === "/404")).toMatchObject({ indexable: false, inSitemap: false });
  });

  it("fails a deliberately broken page on every rule, readably", () => {
    const broken = page({
      path: "/casse",
      title: "Un titre de page beaucoup trop long pour tenir dans un résultat | Gestio",
      description: "Trop courte.",
      canonical: "https://autre-site.fr/casse",
      h1: ["Premier", "Second"],
      jsonLd: ['{"@type": "Organization",}'],
      ogImage: null,
    });
    const report = audit([...GOOD, broken]);
    expect(rules(report, "/casse")).toEqual([
      "error canonical-foreign",
      "error description-length",
      "error h1-count",
      "error json-ld-invalid",
      "error og-image-missing",
      "warning orphan",
      "error sitemap-missing-page",
      "error title-too-long",
    ]);
    const text = formatReport(report);
    expect(text).toMatch(
      /✖ │ \/casse +│ Un titre de page beaucoup trop long pour tenir dans un résultat \| Ges… │ 72 /,
    );
    expect(text).toContain("canonical https://autre-site.fr/casse is not on SITE_URL https://www.exemple.fr");
    expect(text).toContain("JSON-LD does not parse");
    expect(text).toContain("— (INVALID)");
    expect(text.trim().split("\n").at(-1)).toBe("6 pages on https://www.exemple.fr: 7 errors, 1 warning");
  });

  it("flags duplicates, a canonical to another page, a missing one, and the sitemap both ways", () => {
    const report = audit(
      [
        ...GOOD.filter((p) => p.path !== "/a-propos" && p.path !== "/blog"),
        page({ path: "/a-propos", title: "Même titre | Gestio", description: "Même description, ".repeat(7) }),
        page({
          path: "/blog",
          title: "Même titre | Gestio",
          description: "Même description, ".repeat(7),
          canonical: `${SITE}/a-propos`,
        }),
        page({ path: "/maintenance", robots: "noindex, follow", canonical: null }),
      ],
      [...SITEMAP, `${SITE}/maintenance`, "https://ailleurs.fr/page"],
    );
    expect(rules(report, "/a-propos")).toEqual(["error description-duplicate", "error title-duplicate"]);
    expect(rules(report, "/blog")).toEqual([
      "error canonical-not-self",
      "error description-duplicate",
      "error title-duplicate",
    ]);
    expect(rules(report, "/maintenance")).toEqual(["error canonical-missing", "error sitemap-noindex-page"]);
    expect(rules(report, "/sitemap.xml")).toEqual(["error sitemap-foreign-url"]);
  });

  it("reports a missing sitemap, and shared Open Graph images as a warning", () => {
    const shared = `${SITE}/opengraph-image?abc`;
    const report = audit(
      GOOD.map((p) => (p.path === "/blog" ? page({ path: "/blog", ogImage: shared, links: ["/a-propos"] }) : p)),
      undefined,
    );
    expect(rules(report, "/sitemap.xml")).toEqual(["error sitemap-missing"]);
    expect(rules(report, "/blog")).toEqual(["warning og-image-shared"]);
    expect(rules(report, "/")).toEqual(["warning og-image-shared"]);
  });

  it("flags an image without alternative text, and one text shared by several pages as a warning", () => {
    const placeholder = "Gestio – Tarifs : le nom de l’application";
    const report = audit(
      GOOD.map((p) => {
        if (p.path === "/blog") return page({ path: "/blog", ogImageAlt: null, links: [`${SITE}/a-propos`, "/"] });
        if (p.path === "/a-propos" || p.path === "/ressources/faq")
          return page({ path: p.path, ogImageAlt: placeholder, links: ["/", "/blog#haut"] });
        return p;
      }),
    );
    expect(rules(report, "/blog")).toEqual(["error og-image-alt-missing"]);
    expect(rules(report, "/a-propos")).toEqual(["warning og-image-alt-shared"]);
    expect(rules(report, "/ressources/faq")).toEqual(["warning og-image-alt-shared"]);
    expect(report.rows.find((row) => row.path === "/ressources/faq")?.ogImageAlt).toBe(placeholder);
  });

  it("turns a finding the spec imposes into a warning that says so", () => {
    const long = page({ path: "/cgv", title: "Conditions générales de vente imposées par la spécification | Gestio" });
    const report = auditSite({
      pages: [...GOOD, long],
      sitemap: [...SITEMAP, `${SITE}/cgv`],
      siteUrl: SITE,
      exceptions: [{ path: "/cgv", rule: "title-too-long", reason: "site-spec.md, CGV" }],
    });
    const finding = report.findings.find((f) => f.path === "/cgv" && f.rule === "title-too-long");
    expect(finding?.level).toBe("warning");
    expect(finding?.message).toContain("imposed by the spec: site-spec.md, CGV");
    expect(finding?.messageFr).toContain("imposé par la spécification : site-spec.md, CGV");
    expect(report.errors).toBe(0);
  });

  it("measures each title as Google draws it, and warns past 600 px or outside 120 to 156 characters", () => {
    // 50 characters each, under the 60-character limit, but capitals are wider than lower case.
    const wide = page({ path: "/large", title: "MAXIMUM : WEBMARKETING, MÉMOS ET COMMANDES MOBILES" });
    const narrow = page({ path: "/etroite", title: "maximum : webmarketing, mémos et commandes mobiles" });
    const short = page({
      path: "/courte",
      description: "Une description de quatre-vingts caractères, acceptée mais trop courte ici.",
    });
    const report = auditSite({
      pages: [...GOOD, wide, narrow, short],
      sitemap: [...SITEMAP, `${SITE}/large`, `${SITE}/etroite`, `${SITE}/courte`],
      siteUrl: SITE,
    });
    const width = (path: string) => report.rows.find((row) => row.path === path)!.titleWidth;
    expect(width("/large")).toBeGreaterThan(600);
    expect(width("/etroite")).toBeLessThan(600);
    expect(rules(report, "/large")).toEqual(["warning orphan", "warning title-too-wide"]);
    expect(rules(report, "/etroite")).toEqual(["warning orphan"]);
    expect(rules(report, "/courte")).toEqual(["warning description-not-ideal", "warning orphan"]);
    expect(report.findings.find((f) => f.rule === "title-too-wide")?.messageFr).toBe(
      `Titre de ${width("/large")} px dans les résultats de Google sur ordinateur : coupé au-delà de 600 px.`,
    );
    expect(report.errors).toBe(0);
  });

  it("says every finding in French too", () => {
    const broken = page({ path: "/casse", title: "", description: "", canonical: null, h1: [], ogImage: null });
    const report = audit([...GOOD, broken]);
    expect(report.findings.length).toBeGreaterThan(3);
    for (const finding of report.findings) {
      expect(finding.messageFr).not.toBe(finding.message);
      expect(finding.messageFr).toMatch(/[A-ZÀ-Ý0-9].*[.»]$/u);
    }
  });

  it("reads the sitemap's <loc>s", () => {
    expect(
      sitemapLocs(
        "<urlset><url><loc>https://x.fr</loc><lastmod>2025-01-01</lastmod></url><url><loc> https://x.fr/a?b=1&amp;c=2 </loc></url></urlset>",
      ),
    ).toEqual(["https://x.fr", "https://x.fr/a?b=1&c=2"]);
  });
});

describe("npm run seo", () => {
  const dir = mkdtempSync(join(tmpdir(), "seo-cli-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  function run(pages: { path: string; html: string }[], ...args: string[]) {
    const app = join(dir, "server", "app");
    rmSync(app, { recursive: true, force: true });
    for (const p of pages) {
      const file = join(app, p.path === "/" ? "index.html" : `${p.path.slice(1)}.html`);
      mkdirSync(join(file, ".."), { recursive: true });
      writeFileSync(file, p.html);
    }
    const sitemap = join(dir, "sitemap.xml");
    writeFileSync(sitemap, `<urlset>${SITEMAP.map((loc) => `<url><loc>${loc}</loc></url>`).join("")}</urlset>`);
    return spawnSync(
      process.execPath,
      ["scripts/seo.ts", "--dist", dir, "--sitemap", sitemap, "--site-url", SITE, ...args],
      { encoding: "utf8" },
    );
  }

  it("prints the table and exits 0 on a sound build", () => {
    const result = run(GOOD.filter((p) => p.path !== "/404"));
    expect(result.stdout).toMatch(/^ +│ Page +│ Title/);
    expect(result.stdout).toContain("4 pages on https://www.exemple.fr: 0 errors, 0 warnings");
    expect(result.status).toBe(0);
  });

  it("exits 1 on a broken page, and speaks JSON with --json", () => {
    const broken = page({ path: "/blog", h1: [] });
    const result = run([...GOOD.filter((p) => p.path !== "/blog"), broken], "--json");
    const report = JSON.parse(result.stdout) as SeoReport;
    expect(report.findings).toEqual([
      {
        path: "/blog",
        rule: "h1-count",
        level: "error",
        message: "0 <h1> (one expected)",
        messageFr: "0 titre <h1> (un seul attendu).",
      },
    ]);
    expect(result.status).toBe(1);
  });

  it("exits 2 when there is no build", () => {
    const result = spawnSync(process.execPath, ["scripts/seo.ts", "--dist", join(dir, "absent")], { encoding: "utf8" });
    expect(result.stderr).toContain("No Next.js build");
    expect(result.status).toBe(2);
  });
});
