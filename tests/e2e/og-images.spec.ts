import { pngSize } from "../../lib/content/blog.ts";
import { scanTags } from "../../lib/seo/html-scan.ts";
import { nextDistDir, nextPages } from "../../scripts/gates/next-build.ts";
import { budget } from "../browser-args.ts";
import { expect, test } from "../browser-test.ts";

/**
 * Every page of the build (read from the build itself, so a new page is checked as soon as it is
 * built) names its own Open Graph image, with its size, type and alternative text, and that image
 * answers as a 1200×630 PNG.
 */
const PAGES = nextPages(nextDistDir()).filter((page) => page.path !== "/404");

function ogMeta(html: string): Map<string, string> {
  const metas = new Map<string, string>();
  for (const { name, attrs } of scanTags(html)) {
    const key = attrs.property ?? attrs.name;
    if (name === "meta" && key?.startsWith("og:image") && attrs.content !== undefined && !metas.has(key))
      metas.set(key, attrs.content);
  }
  return metas;
}

test("each page has its own og:image, a 1200×630 PNG described in its head", async ({ request }) => {
  test.setTimeout(budget(180_000));
  expect(PAGES.length).toBeGreaterThan(10);
  const problems: string[] = [];
  const owners = new Map<string, string>();
  for (const { path } of PAGES) {
    const response = await request.get(path, { maxRedirects: 0 });
    if (response.status() !== 200) {
      problems.push(`${path}: answers ${response.status()}`);
      continue;
    }
    const meta = ogMeta(await response.text());
    const image = meta.get("og:image");
    if (!image) {
      problems.push(`${path}: no og:image`);
      continue;
    }
    const url = new URL(image);
    const expected = path === "/" ? "/opengraph-image" : `${path}/opengraph-image`;
    if (url.pathname !== expected) problems.push(`${path}: og:image ${url.pathname}, not its own ${expected}`);
    const other = owners.get(url.pathname);
    if (other) problems.push(`${path}: same og:image as ${other}`);
    owners.set(url.pathname, path);
    if (meta.get("og:image:type") !== "image/png") problems.push(`${path}: og:image:type ${meta.get("og:image:type")}`);
    if (meta.get("og:image:width") !== "1200" || meta.get("og:image:height") !== "630")
      problems.push(`${path}: og:image:width/height ${meta.get("og:image:width")}×${meta.get("og:image:height")}`);
    if (!meta.get("og:image:alt")?.startsWith("Gestio – "))
      problems.push(`${path}: og:image:alt ${meta.get("og:image:alt")}`);

    const png = await request.get(`${url.pathname}${url.search}`);
    if (png.status() !== 200) {
      problems.push(`${path}: ${url.pathname} answers ${png.status()}`);
      continue;
    }
    const type = png.headers()["content-type"];
    if (type !== "image/png") problems.push(`${path}: ${url.pathname} is ${type}`);
    try {
      const size = pngSize(new Uint8Array(await png.body()));
      if (size.width !== 1200 || size.height !== 630)
        problems.push(`${path}: ${url.pathname} is ${size.width}×${size.height}`);
    } catch (error) {
      problems.push(`${path}: ${url.pathname}: ${String(error)}`);
    }
  }
  expect(problems, problems.join("\n")).toEqual([]);
});
