import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { importViolations, readSources } from "./import-boundaries.ts";
import { SERVER_FLOORS, serverRoom } from "./server-floors.ts";

const ROOT = process.cwd();
const SERVER = join(ROOT, "lib/server");

/** What the gate says of the project once `file` holds `line` too. */
function violationsWith(file: string, line: string) {
  const sources = new Map(readSources(ROOT));
  const source = sources.get(file);
  expect(source, file).toBeDefined();
  sources.set(file, `${line}\n${source}`);
  return importViolations(sources)
    .filter((violation) => violation.file === file)
    .map((violation) => violation.message);
}

/** The tables a room's migrations create. */
function tablesOf(room: string): string[] {
  const file = join(SERVER, room, "migrations.ts");
  if (!existsSync(file)) return [];
  return [...readFileSync(file, "utf8").matchAll(/CREATE TABLE (\w+)/g)].map((match) => match[1]!);
}

/** docs/architecture.md's table of the floors: each row's floor, rooms and tables. */
function documentedFloors(): { floor: number; rooms: string[]; tables: string[] }[] {
  const page = readFileSync(join(ROOT, "docs/architecture.md"), "utf8");
  const section = page.slice(page.indexOf("## The floors of `lib/server/`"));
  const table = section.slice(0, section.indexOf("\n\n", section.indexOf("| Floor |")));
  return table
    .split("\n")
    .filter((line) => /^\| \d+ \|/.test(line))
    .map((line) => {
      const [floor, rooms, , tables] = line.split(" | ").map((cell) => cell.replace(/^\| /, ""));
      const names = (cell: string | undefined) => [...(cell ?? "").matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
      return {
        floor: Number(floor),
        rooms: names(rooms).map((room) => room.replace(/\/$/, "")),
        tables: names(tables),
      };
    });
}

describe("the floors of lib/server", () => {
  it("place every folder and every file at the top of lib/server, and name none that is gone", () => {
    const rooms = readdirSync(SERVER).filter(
      (name) => statSync(join(SERVER, name)).isDirectory() || (name.endsWith(".ts") && !name.includes(".test.")),
    );
    expect(SERVER_FLOORS.flat().sort()).toEqual(rooms.sort());
  });

  it("keep the store a floor: it imports no other room of lib/server", () => {
    const sources = readSources(ROOT);
    const upward = [...sources]
      .filter(([file]) => serverRoom(file) === "store" && !file.includes(".test."))
      .flatMap(([file, source]) => [...source.matchAll(/from "(\.\.\/[^"]+)"/g)].map((match) => `${file} ${match[1]}`))
      .filter((line) => !line.includes(" ../../"));
    expect(upward).toEqual([]);
  });

  it("refuse a new import from the store into a domain, type-only ones included", () => {
    expect(
      violationsWith("lib/server/store/db.ts", 'import type { NewsletterProof } from "../newsletter/proof.ts";'),
    ).toEqual([
      "imports lib/server/newsletter/proof.ts: lib/server/newsletter (floor 14) is above lib/server/store (floor 1); a floor only imports the floors below it",
    ]);
    expect(
      violationsWith("lib/server/store/migrate.ts", 'import { SEO_MIGRATIONS } from "../seo/migrations.ts";'),
    ).toHaveLength(1);
  });

  it("refuse a domain that imports a higher one, or a room of its own floor", () => {
    expect(
      violationsWith("lib/server/leads/follow-up.ts", 'import { requireStaff } from "../staff-guard.ts";'),
    ).toEqual([
      "imports lib/server/staff-guard.ts: lib/server/staff-guard.ts (floor 27) is above lib/server/leads (floor 13); a floor only imports the floors below it",
    ]);
    expect(violationsWith("lib/server/logger.ts", 'import { loadConfig } from "./config.ts";')).toEqual([
      "imports lib/server/config.ts: lib/server/config.ts (floor 2) is on the same floor as lib/server/logger.ts (floor 2); a floor only imports the floors below it",
    ]);
  });

  it("let a room import the floors below it, and a test open the whole house", () => {
    expect(violationsWith("lib/server/staff/accounts.ts", 'import { recordAudit } from "../audit/audit.ts";')).toEqual(
      [],
    );
    expect(
      violationsWith("lib/server/store/group-commit.test.ts", 'import { openStore } from "../site-store/index.ts";'),
    ).toEqual([]);
  });

  it("refuse a new folder the table does not place", () => {
    const sources = new Map(readSources(ROOT));
    sources.set("lib/server/invoices/invoices.ts", 'import type { Db } from "../store/db.ts";\nexport const x = 1;');
    sources.set("lib/server/runtime.ts", `import "./invoices/invoices.ts";\n${sources.get("lib/server/runtime.ts")}`);
    expect(importViolations(sources).map((violation) => violation.message)).toContain(
      "lib/server/invoices has no floor: place it in SERVER_FLOORS (scripts/gates/server-floors.ts) and in docs/architecture.md",
    );
  });

  it("are docs/architecture.md's table, with the tables each room's migrations create", () => {
    const documented = documentedFloors();
    expect(documented.map(({ floor, rooms }) => ({ floor, rooms }))).toEqual(
      SERVER_FLOORS.map((rooms, index) => ({ floor: index + 1, rooms: [...rooms] })),
    );
    for (const { rooms, tables } of documented)
      expect(tables, rooms.join(", ")).toEqual(rooms.flatMap((room) => tablesOf(room)));
    // Every table of the schema has its room.
    expect(documented.flatMap((floor) => floor.tables)).toHaveLength(39);
  });
});
