/**
 * The SEO desk's « Performances »: a Search Console export in French imported through the page,
 * its figures per page (the pages losing clicks first), and a page's queries on its SEO sheet.
 */
import { SEARCH_CONSOLE_ERRORS } from "../../lib/seo/search-console-csv.ts";
import { DESK_MESSAGES } from "../../lib/server/staff/desk-labels.ts";
import { DESKTOP, expect, interactive, main, signedInTest, visit } from "./admin-support.ts";

signedInTest.use({ viewport: DESKTOP });

const csv = (name: string, text: string) => ({ name, mimeType: "text/csv", buffer: Buffer.from(text, "utf8") });

const PAGES = [
  "Pages les plus populaires;Clics (28 derniers jours);Clics (28 jours précédents);Impressions (28 derniers jours);Impressions (28 jours précédents);CTR (28 derniers jours);CTR (28 jours précédents);Position (28 derniers jours);Position (28 jours précédents)",
  "https://www.exemple.fr/tarifs;1\u202f204;1\u202f500;35\u202f210;36\u202f000;3,42\u00a0%;4,17\u00a0%;7,8;6,9",
  "https://www.exemple.fr/;300;250;9\u202f000;8\u202f000;3,33\u00a0%;3,13\u00a0%;4,1;4,5",
].join("\n");
const QUERIES =
  "Requêtes les plus fréquentes;Clics;Impressions;CTR;Position\nprix logiciel de facturation;80;1\u202f000;8\u00a0%;3,2\n";

signedInTest(
  "a Search Console export in French shows clicks and position per page, and a page's queries on its sheet",
  async ({ page }) => {
    await visit(page, "/admin/seo/performances");
    await interactive(page);
    const file = main(page).getByLabel("Export de la Search Console (CSV)");

    // A queries file without its page: refused in French, nothing imported.
    await file.setInputFiles(csv("Requêtes.csv", QUERIES));
    await main(page).getByRole("button", { name: "Importer" }).click();
    await expect(main(page).getByRole("alert")).toHaveText(SEARCH_CONSOLE_ERRORS.noPage);

    await file.setInputFiles(csv("Pages.csv", PAGES));
    await main(page).getByRole("button", { name: "Importer" }).click();
    await expect(main(page).getByRole("status")).toContainText(DESK_MESSAGES["performances-importees"]);
    await interactive(page);
    const losing = main(page).getByRole("table", { name: "Pages qui perdent le plus de clics" });
    await expect(losing.locator("[data-search-page]")).toHaveCount(1);
    const tarifs = losing.locator('[data-search-page="/tarifs"]');
    await expect(tarifs).toContainText("1\u202f204 (−296)");
    await expect(tarifs).toContainText("7,8 (+0,9)");
    const all = main(page).getByRole("table", { name: "Pages par nombre de clics" });
    await expect(all.locator("[data-search-page]")).toHaveCount(2);

    await main(page).getByLabel("Export de la Search Console (CSV)").setInputFiles(csv("Requêtes.csv", QUERIES));
    await main(page)
      .getByLabel("Page des requêtes (pour un fichier « Requêtes »)")
      .fill("https://www.exemple.fr/tarifs");
    await main(page).getByRole("button", { name: "Importer" }).click();
    await expect(main(page).getByRole("status")).toContainText(DESK_MESSAGES["performances-importees"]);

    await main(page)
      .getByRole("table", { name: "Pages par nombre de clics" })
      .getByRole("link", { name: "/tarifs" })
      .click();
    const google = main(page).getByRole("region", { name: "Dans Google" });
    await expect(google.locator('[data-search-query="prix logiciel de facturation"]')).toContainText("80");
    await expect(google.locator('[data-search-query="prix logiciel de facturation"]')).toContainText("3,2");
  },
);
