import { describe, expect, it } from "vitest";
import { chunkOwners } from "./explain.ts";

describe("chunk owners", () => {
  it("tells Next/React's chunks from those holding any of our code", () => {
    const shares: Record<string, { framework: number; ours: number }> = {
      "/_next/static/chunks/react-dom.js": { framework: 60_000, ours: 0 },
      "/_next/static/chunks/behaviours.js": { framework: 8_000, ours: 1_500 },
      "/_next/static/chunks/popup.js": { framework: 0, ours: 600 },
    };
    expect(chunkOwners(Object.keys(shares), (file) => shares[file]!)).toEqual({
      framework: ["/_next/static/chunks/react-dom.js"],
      ours: ["/_next/static/chunks/behaviours.js", "/_next/static/chunks/popup.js"],
    });
  });
});
