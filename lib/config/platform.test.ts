import { afterEach, describe, expect, it, vi } from "vitest";
import { inWorkerd } from "./platform.ts";

describe("the runtime the server runs in", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is Node here (its navigator says Node.js)", () => {
    expect(navigator.userAgent).toMatch(/^Node\.js/);
    expect(inWorkerd()).toBe(false);
  });

  it("is workerd when the navigator says Cloudflare-Workers", () => {
    vi.stubGlobal("navigator", { userAgent: "Cloudflare-Workers" });
    expect(inWorkerd()).toBe(true);
  });
});
