import { describe, expect, it } from "vitest";
import { isAdminPath, safeReturnPath, signInLocation } from "./admin.ts";

describe("the back office's paths", () => {
  it("are /admin and the paths under it", () => {
    expect(isAdminPath("/admin")).toBe(true);
    expect(isAdminPath("/admin/envois")).toBe(true);
    expect(isAdminPath("/administration")).toBe(false);
    expect(isAdminPath("/espace/admin")).toBe(false);
  });

  it("send back only to a back-office path of this site, the query kept", () => {
    expect(safeReturnPath("/admin/envois")).toBe("/admin/envois");
    expect(safeReturnPath("/admin?type=demo&q=atelier")).toBe("/admin?type=demo&q=atelier");
    for (const unsafe of [
      "https://ailleurs.fr/admin",
      "//ailleurs.fr/admin",
      "/\\ailleurs.fr",
      "/admin\\..\\x",
      "/admin\n/x",
      "/tarifs",
      "/admin/connexion",
      "admin",
      "",
      null,
      undefined,
    ])
      expect(safeReturnPath(unsafe), String(unsafe)).toBe("/admin");
  });

  it("name the sign-in page with the return path, none for the leads list", () => {
    expect(signInLocation("/admin")).toBe("/admin/connexion");
    expect(signInLocation("/admin/journal")).toBe("/admin/connexion?retour=%2Fadmin%2Fjournal");
    expect(signInLocation("//ailleurs.fr")).toBe("/admin/connexion");
  });
});
