import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ICON_NAMES, ICON_SPRITE } from "./Icon.tsx";

const sprite = readFileSync(new URL(`../../public${ICON_SPRITE}`, import.meta.url), "utf8");
const symbols = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="[\d. ]+"/g)].map((match) => match[1]);

describe("icon sprite", () => {
  it("has a symbol with a viewBox for every icon name, and no other", () => {
    expect(symbols.sort()).toEqual([...ICON_NAMES].sort());
  });
});
