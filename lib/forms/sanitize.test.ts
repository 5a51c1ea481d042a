import { describe, expect, it } from "vitest";
import { genericLengthErrors, isEmailSafe, sanitizeRecord, sanitizeText } from "./sanitize.ts";

describe("sanitizeText", () => {
  it("removes script blocks, stray script tags and javascript: then trims", () => {
    expect(sanitizeText("  Bonjour <script src=x>alert(1)</script> !  ")).toBe("Bonjour  !");
    expect(sanitizeText("<SCRIPT>")).toBe("");
    expect(sanitizeText("JavaScript : alert(1)")).toBe("alert(1)");
  });

  it("does not let nested pieces reassemble a removed sequence", () => {
    expect(sanitizeText("javajavascript:script:alert(1)")).toBe("alert(1)");
    expect(sanitizeText("<scr<script></script>ipt>x")).not.toMatch(/<script/i);
  });

  it("keeps ordinary French text untouched", () => {
    expect(sanitizeText("L'équipe « Ventes » : 12,99 €")).toBe("L'équipe « Ventes » : 12,99 €");
  });

  it("cleans every string of a record, arrays included", () => {
    expect(sanitizeRecord({ a: " x ", b: ["<script></script>y"], c: 3 })).toEqual({ a: "x", b: ["y"], c: 3 });
  });
});

describe("generic length check", () => {
  it("reports '{field} dépasse la longueur maximale' above 1000 characters only", () => {
    expect(genericLengthErrors({ notes: "a".repeat(1001), ok: "a".repeat(1000) })).toEqual({
      notes: "notes dépasse la longueur maximale",
    });
  });
});

describe("isEmailSafe", () => {
  it("rejects header injection and markup", () => {
    expect(isEmailSafe("jean@exemple.fr")).toBe(true);
    expect(isEmailSafe("jean@exemple.fr\r\nBcc: x@y.z")).toBe(false);
    expect(isEmailSafe("<b>@x.fr")).toBe(false);
    expect(isEmailSafe("javascript:alert(1)@x.fr")).toBe(false);
  });
});
