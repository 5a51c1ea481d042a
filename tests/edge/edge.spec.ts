/**
 * The edge recipe, for real: Chromium against the Worker that `npm run build:edge` made,
 * served by workerd (`npm run preview:edge`); its server actions call the functions of a Node
 * origin of the same build over HTTP. See playwright.edge.config.ts.
 */

import { basename } from "node:path";
import { AUDIENCE_BEACON_PATH } from "../../lib/config/audience.ts";
import { blogAddress } from "../../lib/config/blog-pages.ts";
import { INTERNAL_REDIRECTS, PRODUCT_REDIRECTS } from "../../lib/config/redirects.ts";
import { TOASTS } from "../../lib/forms/messages.ts";
import { inlineScriptHashes } from "../../lib/security/inline-script-hashes.ts";
import { servedPages } from "../e2e/a11y-support.ts";
import {
  expect,
  exportedLeads,
  fill,
  interactive,
  openContact,
  quietVisitor,
  sendWithoutScript,
  test,
  toastWith,
  uniqueEmail,
  VALID_CONTACT,
} from "../e2e/forms-support.ts";
import { foreignRequests } from "../e2e/helpers.ts";
import { audienceViewRows } from "../support/audience-counters.ts";
import { addressCounted, EDGE_INDEXNOW_KEY, listenerExecutables } from "./edge-support.ts";

const pages = servedPages();

test("the pages come from workerd: the process listening on the site's port is Cloudflare's runtime", async ({
  baseURL,
}) => {
  const edge = listenerExecutables(baseURL!);
  expect(edge.map((file) => basename(file))).toEqual(["workerd"]);
  expect(edge[0]).toMatch(/node_modules\/@cloudflare\/workerd-[a-z0-9-]+\/bin\/workerd$/);
  // The same check finds Node behind the functions origin's port: it tells the two apart.
  const origin = listenerExecutables(process.env.EDGE_ORIGIN_URL!);
  expect(origin).toEqual([process.execPath]);
});

test("the build has pages to check", () => {
  expect(pages.length).toBeGreaterThan(5);
});

test.describe("every page from the Worker: 200, its own CSP, no violation, no third-party request before consent", () => {
  for (const { path, html } of pages) {
    test(path, async ({ page, baseURL }) => {
      const own = new URL(baseURL!).origin;
      const foreign = foreignRequests(page, own);
      await page.clock.install();
      const response = await page.goto(path, { waitUntil: "load" });
      expect(response?.status()).toBe(200);
      const headers = response?.headers() ?? {};
      // Served from the static-assets incremental cache, as pre-rendered: no render per request. The
      // blog's pages come from the Node origin's store, rendered once per publication.
      const fromStore = blogAddress(path) !== undefined;
      if (fromStore) expect(headers["x-blog-version"]).toMatch(/^[\w-]+$/);
      else expect(headers["x-opennext-cache"]).toBe("HIT");
      const policy = headers["content-security-policy"] ?? "";
      expect(policy).toMatch(/default-src 'self'/);
      expect(policy, "no 'unsafe-inline', for scripts or styles").not.toContain("'unsafe-inline'");
      const served = fromStore ? ((await response?.text()) ?? "") : html;
      for (const hash of inlineScriptHashes(served)) expect(policy).toContain(hash);
      expect(headers["x-content-type-options"]).toBe("nosniff");
      await interactive(page);
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await page.clock.runFor(10_000); // the cookie banner (1 s) and the popup (6 s) have come
      await page.waitForLoadState("networkidle");
      expect(foreign, `${path} requested other origins before any consent`).toEqual([]);
    });
  }
});

test("the IndexNow key file is answered by the Worker's middleware, and no other key's", async ({
  request,
  baseURL,
}) => {
  const answer = await request.get(`${baseURL}/${EDGE_INDEXNOW_KEY}.txt`);
  expect(answer.status()).toBe(200);
  expect(answer.headers()["content-type"]).toContain("text/plain");
  expect(answer.headers()["x-content-type-options"]).toBe("nosniff");
  expect(await answer.text()).toBe(EDGE_INDEXNOW_KEY);
  expect((await request.get(`${baseURL}/0123456789abcdef.txt`)).status()).toBe(404);
});

test("the product paths redirect to the product sites, the aliases to their pages, with the headers", async ({
  request,
}) => {
  for (const [path, target] of Object.entries(PRODUCT_REDIRECTS)) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(302);
    expect(response.headers().location?.replace(/\/$/, "")).toBe(target.replace(/\/$/, ""));
    expect(response.headers()["x-frame-options"]).toBe("DENY");
  }
  for (const [path, target] of Object.entries(INTERNAL_REDIRECTS)) {
    const response = await request.get(`${path}?source=edge`, { maxRedirects: 0 });
    expect(response.status(), path).toBe(301);
    expect(new URL(response.headers().location ?? "", "http://x").pathname).toBe(target);
    expect(response.headers().location).toContain("?source=edge");
  }
});

test("the back office is the Node origin's: /admin on the Worker sends there, to its sign-in page", async ({
  request,
  page,
}) => {
  const origin = process.env.EDGE_ORIGIN_URL ?? "";
  const answer = await request.get("/admin/envois?page=2", { maxRedirects: 0 });
  expect(answer.status()).toBe(302);
  expect(answer.headers().location).toBe(`${origin}/admin/envois?page=2`);
  await quietVisitor(page);
  await page.goto("/admin");
  expect(page.url()).toBe(`${origin}/admin/connexion`);
  await interactive(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Connexion au back-office");
});

test("an unknown path, or one whose escapes do not decode, answers 404 with the not-found page, under its own CSP", async ({
  page,
}) => {
  for (const path of ["/cette-page-nexiste-pas", "/blog/%zz", "/tarifs/%E9"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    expect(response?.headers()["content-security-policy"], path).toMatch(/script-src 'self' 'sha256-/);
    await expect(page.getByRole("link", { name: "Retour à l'accueil" }), path).toBeVisible();
  }
});

test("sitemap.xml, robots.txt, an Open Graph image and Next's static files are served", async ({ request, page }) => {
  const robots = await request.get("/robots.txt");
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toMatch(/^Sitemap: https?:\/\/.+\/sitemap\.xml$/m);
  const sitemap = await request.get("/sitemap.xml");
  expect(sitemap.status()).toBe(200);
  expect(await sitemap.text()).toContain("<urlset");

  await page.goto("/");
  const image = await page.locator('meta[property="og:image"]').first().getAttribute("content");
  const og = await request.get(new URL(image ?? "").pathname);
  expect(og.status()).toBe(200);
  expect(og.headers()["content-type"]).toBe("image/png");
  const png = await og.body();
  expect(png.subarray(1, 4).toString()).toBe("PNG");
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);

  const script = await page.locator('script[src^="/_next/static/"]').first().getAttribute("src");
  const chunk = await request.get(script ?? "");
  expect(chunk.status()).toBe(200);
  expect(chunk.headers()["content-type"]).toMatch(/javascript/);
  expect(chunk.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");

  // Static assets never reach the middleware: their security headers come from the assets' _headers.
  for (const asset of [robots, sitemap, await request.get("/favicon.svg"), chunk]) {
    expect(asset.headers()["x-content-type-options"]).toBe("nosniff");
    expect(asset.headers()["content-security-policy"]).toMatch(/^default-src 'self'; script-src 'self';/);
  }
});

test("the contact dialog's server action runs in the Worker: stored on the Node origin, the visitor's address counted", async ({
  page,
}) => {
  await quietVisitor(page);
  await page.goto("/ressources/faq");
  const email = uniqueEmail("edge-dialog");
  const dialog = await openContact(page);
  await fill(dialog, { ...VALID_CONTACT, "E-mail": email });
  await dialog.getByRole("button", { name: "Envoyer le message" }).click();
  await expect(toastWith(page, TOASTS.contactSuccess)).toBeVisible();
  expect(exportedLeads("contact")).toContainEqual(expect.objectContaining({ email, formSource: "Contact Form" }));
  // Chromium reached the Worker from 127.0.0.1, the Worker reached the origin from ::1: the
  // origin counted the address the Worker vouched for (FUNCTIONS_FORWARD_SECRET), not its own peer.
  expect(addressCounted("127.0.0.1")).toBe(true);
  expect(addressCounted("::1")).toBe(false);
});

test("a page view's beacon sent to the Worker is counted by the Node origin", async ({ request, baseURL }) => {
  // A campaign of its own: the views other tests' pages send are counted beside it.
  const campaign = `edge-${Date.now().toString(36)}`;
  const store = { dataDir: process.env.E2E_DATA_DIR ?? "" };
  const counted = async () =>
    (await audienceViewRows(store)).filter((row) => row.utm_campaign === campaign).map((row) => [row.route, row.views]);
  const beacon = {
    id: `edge-${crypto.randomUUID()}`.slice(0, 36),
    path: "/tarifs",
    device: "phone",
    entry: true,
    source: "linkedin",
    utm: { source: "linkedin", medium: "social", campaign },
    metrics: { LCP: 1500 },
  };
  const send = (body: unknown, origin = baseURL ?? "") =>
    request.post(AUDIENCE_BEACON_PATH, {
      data: JSON.stringify(body),
      headers: { origin, "content-type": "text/plain;charset=UTF-8" },
    });
  expect((await send(beacon)).status()).toBe(204);
  expect((await send(beacon)).status()).toBe(204); // the same view again: counted once
  expect((await send({ ...beacon, id: `${beacon.id.slice(0, 30)}-autre` }, "https://ailleurs.fr")).status()).toBe(403);
  // The origin writes its tally every AUDIENCE_FLUSH_MS (200 ms here, playwright.edge.config.ts).
  await expect.poll(counted).toEqual([["/tarifs", 1]]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the contact page's form posts to its server action in the Worker, and the message is stored", async ({
    page,
  }) => {
    await page.goto("/contact");
    const main = page.getByRole("main");
    const email = uniqueEmail("edge-nojs");
    await fill(main, { ...VALID_CONTACT, "E-mail": email });
    await sendWithoutScript(main, "Envoyer le message");
    await expect(main.getByRole("status")).toContainText(TOASTS.contactSuccess.title);
    expect(exportedLeads("contact")).toContainEqual(expect.objectContaining({ email, formSource: "Contact Form" }));
    expect(addressCounted("127.0.0.1")).toBe(true);
    expect(addressCounted("::1")).toBe(false);
  });

  test("a wrong field is answered in French by the Worker, nothing stored", async ({ page }) => {
    await page.goto("/contact");
    const main = page.getByRole("main");
    const email = uniqueEmail("edge-invalid");
    await fill(main, { ...VALID_CONTACT, "E-mail": email, Téléphone: "06-12-ab" });
    await main.getByRole("button", { name: "Envoyer le message" }).click();
    await expect(main.getByRole("alert")).toContainText(TOASTS.validationError.title);
    expect(exportedLeads("contact")).not.toContainEqual(expect.objectContaining({ email }));
  });
});
