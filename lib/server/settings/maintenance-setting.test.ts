import { describe, expect, it } from "vitest";
import { freshDatabaseEachTest } from "../../../tests/support/fresh-database-each-test.ts";
import { MAINTENANCE_OFF } from "../../config/site-maintenance.ts";
import type { Db } from "../store/db.ts";
import { readMaintenance, saveMaintenance } from "./maintenance-setting.ts";

describe.each(["sqlite", "postgres"] as const)("the maintenance switch on %s", (kind) => {
  let db: Db;
  freshDatabaseEachTest(kind, (opened) => {
    ({ db } = opened);
  });

  it("is off until set, then reads back as saved, replaced by the next save", async () => {
    expect(await readMaintenance(db)).toEqual(MAINTENANCE_OFF);
    const endsAt = Date.UTC(2026, 11, 15, 13, 30);
    await saveMaintenance(db, { on: true, message: "  Mise à jour en cours.  ", endsAt }, "staff-1", 1000);
    expect(await readMaintenance(db)).toEqual({ on: true, message: "Mise à jour en cours.", endsAt });
    await saveMaintenance(db, { on: false, message: "Mise à jour en cours.", endsAt: null }, "staff-2", 2000);
    expect(await readMaintenance(db)).toEqual({ on: false, message: "Mise à jour en cours.", endsAt: null });
    const rows = await db.all<{ updated_by: string; updated_at: number }>(
      "SELECT updated_by, updated_at FROM site_settings",
    );
    expect(rows.map((row) => [row.updated_by, Number(row.updated_at)])).toEqual([["staff-2", 2000]]);
  });

  it("reads a malformed stored value as off", async () => {
    await db.run("INSERT INTO site_settings (key, value, updated_at) VALUES ('maintenance', 'pas du JSON', 1)");
    expect(await readMaintenance(db)).toEqual(MAINTENANCE_OFF);
  });
});
