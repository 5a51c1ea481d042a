/**
 * Home text overrides on the Next.js build (issue 14, part 4), ported from tests/e2e/behaviours-overrides.spec.ts.
 * Every page is read after hydration (`visit`): React must keep the replaced texts, without a hydration error.
 */
import type { Page } from "@playwright/test";
import { HOME_CONTENT, HOME_CONTENT_KEYS } from "../../lib/catalog/home.ts";
import { collectConsole, expect, seedStorage, test, visit } from "./behaviours-support.ts";

const KEY = "admin_pages_data";
const textOf = (key: string) => `Texte personnalisé « ${key} »`;
const ALL_KEYS = Object.fromEntries(HOME_CONTENT_KEYS.map((key) => [key, textOf(key)]));

async function texts(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(() => {
    const out: Record<string, string[]> = {};
    for (const el of document.querySelectorAll("[data-content-key]")) {
      const key = el.getAttribute("data-content-key")!;
      out[key] = [...(out[key] ?? []), el.textContent ?? ""];
    }
    return out;
  });
}

test("the / entry replaces the 20 home texts; unknown keys and other paths are ignored", async ({ page }) => {
  const console = collectConsole(page);
  await seedStorage(page, {
    [KEY]: JSON.stringify([
      { path: "/solutions", content: { "main-title": "Titre d'une autre page" } },
      { path: "/", content: { ...ALL_KEYS, "cle-inconnue": "Ne doit pas apparaître" } },
    ]),
  });
  await visit(page, "/");
  const found = await texts(page);
  for (const key of HOME_CONTENT_KEYS) {
    expect(found[key], `${key} is marked on the home page`).toBeDefined();
    for (const text of found[key]!) expect(text, key).toBe(textOf(key));
  }
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(textOf("main-title"));
  await expect(page.getByText("Ne doit pas apparaître")).toHaveCount(0);
  await expect(page.getByText("Titre d'une autre page")).toHaveCount(0);
  expect(console.errors).toEqual([]);
});

test("texts are never injected as HTML", async ({ page }) => {
  const hostile = '<img src="x" onerror="window.__injected=true">Titre';
  await seedStorage(page, { [KEY]: JSON.stringify([{ path: "/", content: { "main-title": hostile } }]) });
  await visit(page, "/");
  const title = page.getByRole("heading", { level: 1 });
  await expect(title).toHaveText(hostile);
  await expect(title.locator("img")).toHaveCount(0);
  expect(await page.evaluate(() => "__injected" in window)).toBe(false);
});

test("only some keys: the others keep their default; empty or non-text values are ignored", async ({ page }) => {
  await seedStorage(page, {
    [KEY]: JSON.stringify([
      { path: "/", content: { "cta-title": "Prêt à gagner du temps ?", "main-title": "", "sub-title": 42 } },
    ]),
  });
  await visit(page, "/");
  const found = await texts(page);
  expect(found["cta-title"]).toEqual(["Prêt à gagner du temps ?"]);
  expect(found["main-title"]).toEqual([HOME_CONTENT["main-title"]]);
  expect(found["sub-title"]).toEqual([HOME_CONTENT["sub-title"]]);
});

test("the default text is never painted before its override", async ({ page }) => {
  await seedStorage(page, { [KEY]: JSON.stringify([{ path: "/", content: ALL_KEYS }]) });
  await page.addInitScript(() => {
    const frames: string[] = [];
    (window as unknown as { __frames: string[] }).__frames = frames;
    const record = () => {
      const h1 = document.querySelector('[data-content-key="main-title"]');
      frames.push(h1 ? (h1.textContent ?? "") : "absent");
      if (frames.length < 30) requestAnimationFrame(record);
    };
    requestAnimationFrame(record);
  });
  await visit(page, "/");
  await page.waitForFunction(() => (window as unknown as { __frames: string[] }).__frames.length >= 5);
  const frames = await page.evaluate(() => (window as unknown as { __frames: string[] }).__frames);
  expect(frames.filter((f) => f !== "absent")).not.toHaveLength(0);
  expect(frames.filter((f) => f !== "absent" && f !== textOf("main-title"))).toEqual([]);
});

for (const [what, value] of [
  ["not JSON", "[{path:"],
  ["not a list", JSON.stringify({ path: "/", content: { "main-title": "x" } })],
] as const) {
  test(`a value that is ${what} is only logged`, async ({ page }) => {
    const console = collectConsole(page);
    await seedStorage(page, { [KEY]: value });
    await visit(page, "/");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(HOME_CONTENT["main-title"]);
    expect(console.warnings.some((w) => w.includes(KEY))).toBe(true);
    expect(console.errors).toEqual([]);
  });
}

test("other pages are not affected", async ({ page }) => {
  await seedStorage(page, { [KEY]: JSON.stringify([{ path: "/", content: ALL_KEYS }]) });
  await visit(page, "/solutions");
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveText(textOf("main-title"));
});
