import { describe, expect, it } from "vitest";
import { deskLink, exportLink, pageOf, parseTablePages, ROWS_PER_PAGE } from "./audience-links.ts";
import { parseAudiencePeriod } from "./audience-period.ts";
import { parsePageSort } from "./audience-sort.ts";

const NOW = Date.UTC(2026, 10, 28, 12);

describe("the audience desk's addresses", () => {
  it("leave the defaults out, so that the sign-in sends back to the address asked for", () => {
    const state = { period: parseAudiencePeriod({}, NOW).period, sort: parsePageSort({}), pages: parseTablePages({}) };
    expect(deskLink(state)).toBe("/admin/audience");
    expect(deskLink(state, { sort: { key: "conversion", order: "desc" } }, "pages")).toBe(
      "/admin/audience?tri=conversion&ordre=desc#pages",
    );
    expect(exportLink("pages", state)).toBe("/admin/audience/export?tableau=pages");
  });

  it("keep the period, the sort and each table's page; a new period or sort starts the tables again", () => {
    const params = { periode: "90", tri: "page", ordre: "asc", p: "3", ps: "2", pv: "x", pc: "-4" };
    const state = {
      period: parseAudiencePeriod(params, NOW).period,
      sort: parsePageSort(params),
      pages: parseTablePages(params),
    };
    expect(state.pages).toEqual({ pages: 3, sources: 2, campagnes: 1, vitesse: 1 });
    expect(deskLink(state, { page: ["vitesse", 2] }, "vitesse")).toBe(
      "/admin/audience?periode=90&tri=page&ordre=asc&p=3&ps=2&pv=2#vitesse",
    );
    expect(deskLink(state, { sort: { key: "vues", order: "asc" } })).toBe(
      "/admin/audience?periode=90&tri=vues&ordre=asc",
    );
    const dates = parseAudiencePeriod({ du: "2026-10-01", au: "2026-10-31" }, NOW).period;
    expect(deskLink(state, { period: dates })).toBe(
      "/admin/audience?periode=dates&du=2026-10-01&au=2026-10-31&tri=page&ordre=asc",
    );
    expect(exportLink("vitesse", state)).toBe("/admin/audience/export?tableau=vitesse&periode=90&tri=page&ordre=asc");
  });

  it("show a long table a page at a time, a page beyond the last showing the last", () => {
    const rows = Array.from({ length: ROWS_PER_PAGE * 2 + 3 }, (_, i) => i);
    expect(pageOf(rows, 1)).toMatchObject({ page: 1, pageCount: 3 });
    expect(pageOf(rows, 1).rows).toHaveLength(ROWS_PER_PAGE);
    expect(pageOf(rows, 9)).toEqual({ rows: rows.slice(ROWS_PER_PAGE * 2), page: 3, pageCount: 3 });
    expect(pageOf([], 4)).toEqual({ rows: [], page: 1, pageCount: 1 });
  });
});
