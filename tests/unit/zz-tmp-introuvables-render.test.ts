import { renderToStaticMarkup } from "react-dom/server";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import { createTestDatabase, openMigratedDb } from "../support/databases.ts";
import { recordNotFound } from "../../lib/server/seo/not-found-store.ts";
import type { Db } from "../../lib/server/store/db.ts";

let db: Db;
const calls: string[] = [];
vi.mock("../../lib/server/staff/guard.ts", () => ({
  requireStaff: async (back: string) => {
    calls.push(back);
    return { staff: {}, directory: { db } };
  },
}));
vi.mock("../../components/admin/AdminShell.tsx", () => ({
  AdminShell: ({ children }: { children: unknown }) => children,
}));

let drop: () => Promise<void>;
beforeAll(async () => {
  const database = await createTestDatabase("sqlite");
  drop = database.drop;
  db = await openMigratedDb(database);
  const now = Date.now();
  await recordNotFound(db, new Map(Array.from({ length: 120 }, (_, n) => [`/perdue-${n}`, { count: 1 + (n % 7) }])), now, () => false);
  await recordNotFound(db, new Map([["/wp-login.php", { count: 3 }], ["/.env", { count: 1 }]]), now, () => false);
});
afterAll(async () => {
  await db.close();
  await drop();
});

it("renders", async () => {
  const { default: Page } = await import("../../app/admin/seo/introuvables/page.tsx");
  for (const page of [undefined, "2", "3", "abc", "99"]) {
    const html = renderToStaticMarkup(await Page({ searchParams: Promise.resolve({ page }) }));
    const text = html.replace(/<[^>]+>/g, "|").replace(/\|+/g, "|");
    console.log(page, calls.at(-1), "\n", text.slice(0, 900), "\n ... \n", text.slice(-500), "\n", (html.match(/<a [^>]*rel="(?:prev|next)"[^>]*>/g) ?? []).join(" "), "\nrows", (html.match(/<tr/g) ?? []).length);
  }
  expect(1).toBe(1);
});
