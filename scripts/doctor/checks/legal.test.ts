import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FILLED_LEGAL_ENV } from "../../../tests/support/legal-env.ts";
import { checkBuiltLegalPages, checkLegalDetails, LEGAL_PAGES } from "./legal.ts";

describe("doctor: legal details", () => {
  it("passes when every detail is set and valid", () => {
    expect(checkLegalDetails(FILLED_LEGAL_ENV)).toMatchObject({ status: "ok" });
  });

  it("fails naming the missing ones", () => {
    const { HOSTING_NAME: _, PUBLISHER_SIREN: __, ...rest } = FILLED_LEGAL_ENV;
    expect(checkLegalDetails(rest)).toMatchObject({
      status: "fail",
      detail: "missing: PUBLISHER_SIREN, HOSTING_NAME",
    });
  });

  it("fails naming the invalid ones", () => {
    expect(checkLegalDetails({ ...FILLED_LEGAL_ENV, PUBLISHER_POSTAL_CODE: "750" })).toMatchObject({
      status: "fail",
      detail: 'invalid: PUBLISHER_POSTAL_CODE must be a French postal code of 5 digits, got "750"',
    });
  });
});

describe("doctor: legal pages of the build", () => {
  let distDir: string;
  const write = (page: string, html: string) => {
    const file = join(distDir, "server", "app", `${page.slice(1)}.html`);
    mkdirSync(join(file, ".."), { recursive: true });
    writeFileSync(file, html);
  };
  beforeEach(() => {
    distDir = mkdtempSync(join(tmpdir(), "doctor-legal-"));
  });
  afterEach(() => rmSync(distDir, { recursive: true, force: true }));

  it("passes pages without a placeholder", () => {
    for (const page of LEGAL_PAGES) write(page, "<p>RCS Paris 123 456 782</p>");
    expect(checkBuiltLegalPages(distDir)).toMatchObject({ status: "ok" });
  });

  it("fails pages that publish the placeholder, or a build without them", () => {
    expect(checkBuiltLegalPages(distDir)).toMatchObject({ status: "fail", fix: "npm run build" });
    for (const page of LEGAL_PAGES) write(page, "<p>RCS Paris 123 456 782</p>");
    write("/cgv", '<p>capital de <mark data-legal-missing="true">[à compléter]</mark> €</p>');
    expect(checkBuiltLegalPages(distDir)).toMatchObject({
      status: "fail",
      detail: '/cgv publish "[à compléter]"',
    });
  });
});
