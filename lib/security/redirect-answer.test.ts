import { describe, expect, it } from "vitest";
import type { Redirect } from "../config/redirect-rules.ts";
import { redirectFor, redirectLocation } from "./redirect-answer.ts";

const redirects: Redirect[] = [
  { from: "/ancienne-offre", to: "/tarifs", status: 301 },
  { from: "/presse", to: "/contact?sujet=presse", status: 308 },
  { from: "/partenaire", to: "https://partenaire.fr/offre#detail", status: 301 },
];

describe("the desk's redirects as the middleware serves them", () => {
  it("finds a redirect by its source, a trailing slash ignored, nothing else", () => {
    expect(redirectFor(redirects, "/ancienne-offre")).toBe(redirects[0]);
    expect(redirectFor(redirects, "/ancienne-offre/")).toBe(redirects[0]);
    expect(redirectFor(redirects, "/Ancienne-offre")).toBeUndefined();
    expect(redirectFor(redirects, "/tarifs")).toBeUndefined();
    expect(redirectFor([], "/ancienne-offre")).toBeUndefined();
  });

  it("keeps the request's query string, after the target's own, before its fragment", () => {
    const url = (path: string) => new URL(`https://www.exemple.fr${path}`);
    expect(redirectLocation(redirects[0]!, url("/ancienne-offre"))).toBe("https://www.exemple.fr/tarifs");
    expect(redirectLocation(redirects[0]!, url("/ancienne-offre?utm_source=lettre&x=%C3%A9"))).toBe(
      "https://www.exemple.fr/tarifs?utm_source=lettre&x=%C3%A9",
    );
    expect(redirectLocation(redirects[1]!, url("/presse?ref=1"))).toBe(
      "https://www.exemple.fr/contact?sujet=presse&ref=1",
    );
    expect(redirectLocation(redirects[2]!, url("/partenaire?ref=1"))).toBe("https://partenaire.fr/offre?ref=1#detail");
  });
});
