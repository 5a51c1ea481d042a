import { describe, expect, it } from "vitest";
import { REDIRECT_UNUSED_DAYS } from "../config/redirect-aging.ts";
import type { RedirectEntry, SiteFacts } from "../config/redirect-rules.ts";
import { agingRedirects } from "./redirect-aging.ts";

const NOW = Date.UTC(2026, 10, 28);
const DAY = 86_400_000;
const site: SiteFacts = {
  origin: "https://www.exemple.fr",
  livePage: (path) => ["/tarifs", "/contact", "/ressources/faq"].includes(path),
  noindexed: () => false,
  builtRedirects: { "/faq": "/ressources/faq" },
};
const entry = (from: string, to: string, lastHitAt: number | null, updatedAt = NOW - DAY): RedirectEntry => ({
  from,
  to,
  status: 301,
  note: "",
  hits: lastHitAt === null ? 0 : 1,
  lastHitAt,
  updatedAt,
});

describe("the redirects that age", () => {
  it("flags those unused for 12 months, those whose target is redirected (with the final one) and those whose target is gone", () => {
    const old = NOW - (REDIRECT_UNUSED_DAYS + 1) * DAY;
    const report = agingRedirects(
      [
        entry("/recent", "/tarifs", NOW - DAY),
        entry("/oubliee", "/tarifs", old),
        entry("/jamais", "/contact", null, old),
        entry("/jamais-mais-neuve", "/contact", null),
        entry("/chaine", "/etape", NOW - DAY),
        entry("/etape", "/contact", NOW - DAY),
        entry("/vers-alias", "/faq", NOW - DAY),
        entry("/perdue", "/page-supprimee", NOW - DAY),
        entry("/vers-retiree", "/retiree", NOW - DAY),
        { ...entry("/retiree", "", NOW - DAY), status: 410 },
        entry("/ailleurs", "https://partenaire.example/offre", NOW - DAY),
      ],
      site,
      NOW,
    );
    expect(report.unused.map((one) => one.from)).toEqual(["/oubliee", "/jamais"]);
    expect(report.redirected.map(({ entry, final }) => [entry.from, final])).toEqual([
      ["/chaine", "/contact"],
      ["/vers-alias", "/ressources/faq"],
    ]);
    expect(report.missing.map((one) => one.from)).toEqual(["/perdue", "/vers-retiree"]);
  });

  it("flags nothing in a healthy list", () => {
    expect(agingRedirects([entry("/a", "/tarifs", NOW - DAY)], site, NOW)).toEqual({
      unused: [],
      redirected: [],
      missing: [],
    });
  });
});
