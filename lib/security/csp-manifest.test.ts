import { describe, expect, it } from "vitest";
import { NOT_FOUND_KEY, pageKeyFor, parseCspManifest, scriptHashesFor } from "./csp-manifest.ts";

describe("the CSP manifest in the middleware's bundle", () => {
  it("is read from its JSON, keeping only lists of hashes", () => {
    expect(parseCspManifest('{"/":["\'sha256-a\'"],"/x":"oops","/y":[1]}')).toEqual({ "/": ["'sha256-a'"] });
  });

  it("is empty (no inline script allowed) when missing or malformed", () => {
    expect(parseCspManifest(undefined)).toEqual({});
    expect(parseCspManifest("{")).toEqual({});
    expect(parseCspManifest("[]")).toEqual({});
  });

  it("gives a path the page that answers it: itself without its trailing slash, else the not-found page", () => {
    const manifest = { "/": ["'sha256-home'"], "/contact": ["'sha256-c'"], [NOT_FOUND_KEY]: ["'sha256-404'"] };
    expect(pageKeyFor(manifest, "/")).toBe("/");
    expect(pageKeyFor(manifest, "/contact/")).toBe("/contact");
    expect(pageKeyFor(manifest, "/nulle-part")).toBe(NOT_FOUND_KEY);
    expect(scriptHashesFor(manifest, "/contact")).toEqual(["'sha256-c'"]);
    expect(scriptHashesFor(manifest, "/nulle-part")).toEqual(["'sha256-404'"]);
    expect(scriptHashesFor({}, "/")).toEqual([]);
  });
});
