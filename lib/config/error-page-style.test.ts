import { describe, expect, it } from "vitest";
import tailwind from "../../tailwind.config.ts";
import { ERROR_PAGE_CSS } from "./error-page-style.ts";

describe("the error pages' style", () => {
  it("uses the design's text, muted and link colours", () => {
    const { colors } = tailwind.theme.extend;
    expect(ERROR_PAGE_CSS).toContain(`body{margin:0;font:1rem/1.6 system-ui,sans-serif;color:${colors.ink}}`);
    expect(ERROR_PAGE_CSS).toContain(`p{color:${colors.muted}}`);
    expect(ERROR_PAGE_CSS).toContain(`a{color:${colors.brand[600]};`);
  });
});
