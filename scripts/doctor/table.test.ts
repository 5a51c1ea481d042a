import { describe, expect, it } from "vitest";
import { fail, ok, warn } from "./check.ts";
import { renderTable, summary, wrap } from "./table.ts";

describe("the doctor's table", () => {
  it("wraps long cells on word boundaries", () => {
    expect(wrap("one two three four", 9)).toEqual(["one two", "three", "four"]);
    expect(wrap("a-very-long-word b", 4)).toEqual(["a-very-long-word", "b"]);
    expect(wrap("", 10)).toEqual([""]);
  });

  it("prints a heading, a rule and one row per check, columns aligned", () => {
    const table = renderTable([ok("store", "SQLite: writable"), fail("SITE_URL", "http://x", "set it")]);
    const lines = table.trimEnd().split("\n");
    expect(lines[0]).toMatch(/^Check\s+Status\s+Found\s+How to fix$/);
    expect(lines[1]).toMatch(/^-+ {2}-+ {2}-+ {2}-+$/);
    expect(lines[2]).toMatch(/^store {5}ok {6}SQLite: writable$/);
    expect(lines[3]).toMatch(/^SITE_URL {2}FAIL {4}http:\/\/x {10}set it$/);
    expect(lines[2]!.indexOf("SQLite")).toBe(lines[0]!.indexOf("Found"));
  });

  it("continues a long cell on the next lines of its own column", () => {
    const long = "word ".repeat(30).trim();
    const lines = renderTable([warn("TRUST_PROXY", long, "fix")])
      .trimEnd()
      .split("\n");
    expect(lines.length).toBeGreaterThan(3);
    const column = lines[0]!.indexOf("Found");
    expect(lines[3]!.slice(0, column).trim()).toBe("");
    expect(lines[3]!.slice(column)).toMatch(/^word/);
  });

  it("says ready only when nothing failed", () => {
    expect(summary([ok("a", ""), warn("b", "", "")])).toBe(
      "2 checks: 1 ok, 1 warning(s), 0 failure(s). Ready to go live.\n",
    );
    expect(summary([ok("a", ""), fail("b", "", "")])).toMatch(/1 failure\(s\)\. Not ready to go live/);
  });
});
