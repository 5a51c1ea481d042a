import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { IMAGES_DIR, SCREENSHOTS } from "./docs-images.ts";
import {
  anchorsOf,
  brokenLinks,
  checkDocuments,
  type DocFiles,
  githubSlug,
  linksOf,
  markdownDocuments,
} from "./docs-links.ts";

const ROOT = fileURLToPath(new URL("..", import.meta.url)).replace(/\/$/, "");

/** Documents held in memory under /repo: a file exists when it is listed, a folder when a listed file is inside it. */
function memory(documents: Record<string, string>): DocFiles {
  return {
    exists: (path) => path in documents || Object.keys(documents).some((file) => file.startsWith(`${path}/`)),
    read: (path) => {
      const text = documents[path];
      if (text === undefined) throw new Error(`no document ${path}`);
      return text;
    },
  };
}

function check(documents: Record<string, string>, only?: string[]): string[] {
  return checkDocuments(
    "/repo",
    only ?? Object.keys(documents).filter((path) => path.endsWith(".md")),
    memory(documents),
  );
}

describe("the repository's documents", () => {
  it("are the README, every guide of docs/ and the other READMEs, never a package's", () => {
    const documents = markdownDocuments(ROOT).map((path) => relative(ROOT, path));
    expect(documents).toEqual(
      expect.arrayContaining([
        "README.md",
        "docs/architecture.md",
        "docs/bench-history.md",
        "docs/dependencies.md",
        "docs/deploying.md",
        "docs/guide-equipe.md",
        "docs/seo.md",
        "docs/testing.md",
        "scripts/bench/README.md",
        "tests/gates/README.md",
      ]),
    );
    expect(documents.filter((path) => path.includes("node_modules") || path.startsWith("."))).toEqual([]);
  });

  it("link only to files that exist, and to headings those documents have", () => {
    expect(brokenLinks(ROOT)).toEqual([]);
  });

  it("show in the team's guide every screenshot the script makes, and only those", () => {
    const guide = readFileSync(join(ROOT, "docs/guide-equipe.md"), "utf8");
    const shown = linksOf(guide)
      .filter((link) => link.image)
      .map((link) => join("docs", link.target));
    const made = Object.values(SCREENSHOTS).map((name) => join(IMAGES_DIR, name));
    expect([...new Set(shown)].sort()).toEqual([...made].sort());
  });

  it("keep the README a front door: at most 150 lines, every npm script named", () => {
    const readme = readFileSync(join(ROOT, "README.md"), "utf8");
    expect(readme.trimEnd().split("\n").length).toBeLessThanOrEqual(150);
    const scripts = Object.keys(
      (JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts,
    );
    const named = (script: string) =>
      readme.includes(`\`npm run ${script}\``) ||
      (["start", "test"].includes(script) && readme.includes(`\`npm ${script}\``));
    expect(scripts.filter((script) => !named(script))).toEqual([]);
  });
});

describe("the link check", () => {
  it("slugs headings as GitHub does: accents kept, punctuation dropped, each space a hyphen", () => {
    expect(githubSlug("Pages, metadata and the Content-Security-Policy")).toBe(
      "pages-metadata-and-the-content-security-policy",
    );
    expect(githubSlug("3. An edge host: Cloudflare Workers through OpenNext")).toBe(
      "3-an-edge-host-cloudflare-workers-through-opennext",
    );
    expect(githubSlug("Les demandes reçues")).toBe("les-demandes-reçues");
    // A no-break space before « : » goes with the colon; an ordinary one stays, as a hyphen.
    expect(githubSlug("Effacement RGPD\u00a0: une personne")).toBe("effacement-rgpd-une-personne");
    expect(githubSlug("« Relancer » un envoi")).toBe("-relancer--un-envoi");
    expect(githubSlug("npm_run et snake_case")).toBe("npm_run-et-snake_case");
  });

  it("takes a heading's shown text (code, links, emphasis) and numbers a repeated one", () => {
    const anchors = anchorsOf(
      '# The `npm run seo` **report**\n\n## [Links](x.md) and more\n\n## Twice\n\n## Twice\n\n<a id="ici"></a>\n',
    );
    expect([...anchors]).toEqual(["the-npm-run-seo-report", "links-and-more", "twice", "twice-1", "ici"]);
  });

  it("finds links and images with their line, and none inside code", () => {
    const links = linksOf(
      [
        "Intro [a](a.md) and ![shot](images/a.png).",
        "",
        "```sh",
        "[not](a-link.md)",
        "```",
        "",
        '`[nor](this.md)` but [ref][1] and <img src="images/b.png" alt="">',
        "",
        "| table | [cell](c.md#x) |",
        "| --- | --- |",
        "",
        "[1]: b.md#y",
      ].join("\n"),
    );
    expect(links).toEqual([
      { line: 1, target: "a.md", image: false },
      { line: 1, target: "images/a.png", image: true },
      { line: 7, target: "b.md#y", image: false },
      { line: 7, target: "images/b.png", image: true },
      { line: 9, target: "c.md#x", image: false },
    ]);
  });

  it("passes links to files, folders, headings and lines that exist, and leaves other sites alone", () => {
    expect(
      check({
        "/repo/README.md": [
          "[guide](docs/guide.md#déployer-sur-un-hôte) [self](#intro) [folder](docs) [root](/docs/guide.md)",
          "[code](lib/a.ts#L3-L9) [site](https://example.com/nowhere) [mail](mailto:equipe@exemple.fr)",
          "",
          "# Intro",
        ].join("\n"),
        "/repo/docs/guide.md": "# Déployer sur un hôte\n\n![écran](images/ecran.png) [back](../README.md#intro)\n",
        "/repo/docs/images/ecran.png": "",
        "/repo/lib/a.ts": "",
      }),
    ).toEqual([]);
  });

  it("fails with a readable list: a missing file, a missing image, a missing heading, a way out of the repository", () => {
    const problems = check({
      "/repo/README.md": [
        "See [the guide](docs/gide.md) and [testing](docs/testing.md#slow-machine).",
        "",
        "![the desk](docs/images/bureau.png)",
        "",
        "[card](../shared/spec/design-card.md) [code](lib/a.ts#somewhere) [here](#nowhere)",
      ].join("\n"),
      "/repo/docs/testing.md": "# Testing\n\n## Slow machines\n",
      "/repo/lib/a.ts": "",
    });
    expect(problems).toEqual([
      "README.md:1: docs/gide.md: no such file (docs/gide.md)",
      'README.md:1: docs/testing.md#slow-machine: no heading or id "slow-machine" in docs/testing.md',
      "README.md:3: docs/images/bureau.png: no such image (docs/images/bureau.png)",
      "README.md:5: ../shared/spec/design-card.md: outside the repository (GitHub cannot show it)",
      "README.md:5: lib/a.ts#somewhere: an anchor on a file that is not Markdown (only #L<line> is meaningful there)",
      'README.md:5: #nowhere: no heading or id "nowhere" in README.md',
    ]);
  });
});
