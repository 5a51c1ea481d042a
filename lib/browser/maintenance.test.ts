import { afterEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_MAINTENANCE_MESSAGE, isMaintenanceSettings, maintenanceView } from "./maintenance.ts";

afterEach(() => vi.restoreAllMocks());

describe("isMaintenanceSettings", () => {
  it.each([
    [{ enabled: true, message: "x", endTime: "2026-12-15T14:30" }, true],
    [{ enabled: false }, true],
    [{ enabled: true, message: null, endTime: null }, true],
    [{ enabled: true, endTime: 1_797_334_200_000 }, true],
    [{ enabled: "yes" }, false],
    [{ enabled: true, message: 1 }, false],
    [{ enabled: true, endTime: {} }, false],
    [[], false],
    [null, false],
  ])("%j → %s", (value, expected) => {
    expect(isMaintenanceSettings(value)).toBe(expected);
  });
});

describe("maintenanceView", () => {
  it("is undefined when maintenance is off or unknown", () => {
    expect(maintenanceView(undefined, DEFAULT_MAINTENANCE_MESSAGE)).toBeUndefined();
    expect(maintenanceView({ enabled: false, message: "x" }, DEFAULT_MAINTENANCE_MESSAGE)).toBeUndefined();
  });

  it("falls back to the default message", () => {
    expect(maintenanceView({ enabled: true }, DEFAULT_MAINTENANCE_MESSAGE)?.message).toBe(DEFAULT_MAINTENANCE_MESSAGE);
    expect(maintenanceView({ enabled: true, message: "  " }, DEFAULT_MAINTENANCE_MESSAGE)?.message).toBe(
      "Notre site est en maintenance.",
    );
  });

  it("reads the end time", () => {
    const view = maintenanceView(
      { enabled: true, message: "Mise à jour", endTime: "2026-12-15T13:30:00Z" },
      DEFAULT_MAINTENANCE_MESSAGE,
    );
    expect(view).toEqual({ message: "Mise à jour", endTime: new Date("2026-12-15T13:30:00Z") });
    expect(maintenanceView({ enabled: true, endTime: "" }, DEFAULT_MAINTENANCE_MESSAGE)?.endTime).toBeUndefined();
  });

  it("keeps maintenance on but hides an end time that is not a date", () => {
    expect(maintenanceView({ enabled: true, endTime: "bientôt" }, DEFAULT_MAINTENANCE_MESSAGE)).toEqual({
      message: DEFAULT_MAINTENANCE_MESSAGE,
      endTime: undefined,
    });
  });
});
