import { describe, expect, it, vi } from "vitest";
import { actionAnswer, setRequestHeaders } from "../../tests/support/next-request.ts";
import { memberWithSession, staffActionsDirectory } from "../../tests/support/staff-actions-directory.ts";
import { SEARCH_CONSOLE_ERRORS } from "../seo/search-console-csv.ts";
import { pageSearchFigures, searchPages } from "../server/seo/search-performance.ts";
import { staffDirectory } from "../server/staff-directory.ts";
import { importSearchConsoleAction } from "./staff-search-console.ts";

/*
 * The SEO desk's import of Search Console's exports, as Next.js calls it (a real session of the
 * store; only Next's request context is played): French CSV files read, stored and audited.
 */
vi.mock("next/headers", () => import("../../tests/support/next-request.ts"));

const PAGES = [
  "Pages les plus populaires;Clics (28 derniers jours);Clics (28 jours précédents);Impressions (28 derniers jours);Impressions (28 jours précédents);CTR (28 derniers jours);CTR (28 jours précédents);Position (28 derniers jours);Position (28 jours précédents)",
  "https://www.exemple.fr/blog/tva;1\u202f204;1\u202f500;35\u202f210;36\u202f000;3,42\u00a0%;4,17\u00a0%;7,8;6,9",
].join("\n");
const QUERIES =
  "Requêtes les plus fréquentes;Clics;Impressions;CTR;Position\ndéclaration de tva;80;1\u202f000;8\u00a0%;3,2\n";

const form = (csv: string | undefined, page = "") => {
  const data = new FormData();
  if (csv !== undefined) data.set("fichier", new File([csv], "export.csv", { type: "text/csv" }));
  data.set("page", page);
  return data;
};

describe("importing Search Console's exports", () => {
  staffActionsDirectory(async (directory) => {
    const member = await memberWithSession(directory, {
      email: "seo@exemple.fr",
      name: "Référencement",
      role: "redaction",
    });
    setRequestHeaders(member.headers);
  });

  it("stores the pages' figures and a page's queries, each import audited", async () => {
    expect(await actionAnswer(importSearchConsoleAction({}, form(PAGES)))).toEqual({
      redirect: "/admin/seo/performances?message=performances-importees",
    });
    expect(await actionAnswer(importSearchConsoleAction({}, form(QUERIES, "https://www.exemple.fr/blog/tva")))).toEqual(
      {
        redirect: "/admin/seo/performances?message=performances-importees",
      },
    );
    const { db } = await staffDirectory();
    expect(await searchPages(db)).toMatchObject([
      { key: "/blog/tva", current: { clicks: 1204, ctr: 3.42, position: 7.8 }, previous: { clicks: 1500 } },
    ]);
    expect((await pageSearchFigures(db, "/blog/tva")).queries).toMatchObject([
      { key: "déclaration de tva", current: { clicks: 80, impressions: 1000, ctr: 8, position: 3.2 } },
    ]);
    const audit = await db.all<{ detail: string }>(
      "SELECT detail FROM staff_audit WHERE action = 'search-console-imported' ORDER BY at, id",
    );
    expect(audit.map((entry) => entry.detail)).toEqual(["1 pages", "1 requêtes de /blog/tva"]);
  });

  it("answers in French what it cannot import, keeping the page typed, and stores nothing", async () => {
    const { db } = await staffDirectory();
    const before = await searchPages(db);
    expect(await actionAnswer(importSearchConsoleAction({}, form(undefined, "/x")))).toEqual({
      error: SEARCH_CONSOLE_ERRORS.noFile,
      page: "/x",
    });
    expect(await actionAnswer(importSearchConsoleAction({}, form(QUERIES)))).toEqual({
      error: SEARCH_CONSOLE_ERRORS.noPage,
      page: "",
    });
    expect(await actionAnswer(importSearchConsoleAction({}, form("De;Vers\n/a;/b\n", "/a")))).toEqual({
      error: SEARCH_CONSOLE_ERRORS.unknown,
      page: "/a",
    });
    expect(await searchPages(db)).toEqual(before);
  });
});
