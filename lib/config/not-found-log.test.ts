import { describe, expect, it } from "vitest";
import { noiseKind, referrerHost, reportable } from "./not-found-log.ts";

describe("the log of unknown addresses", () => {
  it("sets the probes of vulnerability scanners apart", () => {
    expect(noiseKind("/wp-admin/setup-config.php")).toBe("WordPress");
    expect(noiseKind("/wp-login.php")).toBe("WordPress");
    expect(noiseKind("/blog/wp-includes/wlwmanifest.xml")).toBe("WordPress");
    expect(noiseKind("/.env")).toBe("Fichiers sensibles");
    expect(noiseKind("/.git/config")).toBe("Fichiers sensibles");
    expect(noiseKind("/index.php")).toBe("Scripts serveur");
    expect(noiseKind("/phpmyadmin/")).toBe("Outils d'administration");
    for (const page of ["/ancienne-offre", "/blog/wordpress-ou-pas", "/tarifs-2024", "/environnement"])
      expect(noiseKind(page), page).toBeUndefined();
  });

  it("reports pages, old documents and probes, not the other files", () => {
    for (const path of ["/ancienne-offre", "/offre.html", "/plaquette.pdf", "/.env", "/xmlrpc.php"])
      expect(reportable(path), path).toBe(true);
    for (const path of ["/favicon.ico", "/images/logo.png", "/feed.xml", `/${"x".repeat(301)}`])
      expect(reportable(path), path).toBe(false);
  });

  it("leaves out the pages' social images and the consent route: served, but no page", () => {
    for (const path of [
      "/opengraph-image",
      "/tarifs/opengraph-image",
      "/blog/un-article/opengraph-image",
      "/consentement",
    ])
      expect(reportable(path), path).toBe(false);
    for (const path of ["/opengraph-images", "/tarifs/consentement", "/consentement-cookies"])
      expect(reportable(path), path).toBe(true);
  });

  it("keeps only the host of the referring page", () => {
    expect(referrerHost("https://www.Google.fr/search?q=mon+nom")).toBe("www.google.fr");
    expect(referrerHost("http://localhost:3000/a")).toBe("localhost:3000");
    expect(referrerHost(null)).toBeUndefined();
    expect(referrerHost("pas une adresse")).toBeUndefined();
    expect(referrerHost("android-app://com.google.android.gm/")).toBeUndefined();
  });
});
