import { describe, expect, it } from "vitest";
import { FILLED_LEGAL_ENV } from "../../tests/support/legal-env.ts";
import { isValidSiren, LEGAL_VARIABLES, missingLegalVariables, readLegalSettings, vatKey } from "./legal-settings.ts";

function errorOf(env: Record<string, string>): string {
  try {
    readLegalSettings(env);
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error("expected readLegalSettings to throw");
}

describe("legal settings from the environment", () => {
  it("reads and normalises every detail", () => {
    expect(readLegalSettings(FILLED_LEGAL_ENV)).toEqual({
      PUBLISHER_SHARE_CAPITAL: "10000",
      PUBLISHER_RCS_CITY: "Paris",
      PUBLISHER_SIREN: "123456782",
      PUBLISHER_VAT_NUMBER: "FR11123456782",
      PUBLISHER_STREET: "12 rue de la Paix",
      PUBLISHER_POSTAL_CODE: "75002",
      PUBLISHER_CITY: "Paris",
      PUBLISHER_PHONE: "0123456789",
      PUBLISHER_DIRECTOR: "Jeanne Martin, présidente",
      HOSTING_NAME: "Hébergeur SAS",
      HOSTING_ADDRESS: "1 avenue du Cloud, 59100 Roubaix",
      HOSTING_PHONE: "+1 555 123 4567",
    });
    expect(missingLegalVariables(readLegalSettings(FILLED_LEGAL_ENV))).toEqual([]);
  });

  it("takes nothing set, or blanks, as missing and names every missing variable", () => {
    expect(readLegalSettings({})).toEqual({});
    const missing = missingLegalVariables(readLegalSettings({ PUBLISHER_CITY: "  ", PUBLISHER_SIREN: "123456782" }));
    expect(missing.map((m) => m.variable)).toEqual(Object.keys(LEGAL_VARIABLES).filter((v) => v !== "PUBLISHER_SIREN"));
    expect(missing[0]).toEqual({ variable: "PUBLISHER_SHARE_CAPITAL", label: "share capital" });
  });

  it("checks the SIREN's check digit and the VAT key", () => {
    expect(isValidSiren("123456782")).toBe(true);
    expect(isValidSiren("123456789")).toBe(false);
    expect(isValidSiren("12345678")).toBe(false);
    expect(vatKey("443061841")).toBe("64");
  });

  it("refuses invalid values, naming each variable and the value it got", () => {
    const message = errorOf({
      PUBLISHER_SIREN: "123456789",
      PUBLISHER_POSTAL_CODE: "7500",
      PUBLISHER_PHONE: "12345",
      PUBLISHER_SHARE_CAPITAL: "dix mille",
      HOSTING_PHONE: "call us",
    });
    expect(message).toContain('PUBLISHER_SIREN is not a valid SIREN (its check digit is wrong), got "123456789"');
    expect(message).toContain('PUBLISHER_POSTAL_CODE must be a French postal code of 5 digits, got "7500"');
    expect(message).toContain("PUBLISHER_PHONE must be a French phone number");
    expect(message).toContain("PUBLISHER_SHARE_CAPITAL must be an amount in euros");
    expect(message).toContain("HOSTING_PHONE must be a French phone number (01 23 45 67 89) or an international one");
    expect(message.split("\n")).toHaveLength(6);
  });

  it("refuses a VAT number whose key or SIREN does not match", () => {
    expect(errorOf({ PUBLISHER_VAT_NUMBER: "FR12123456782" })).toContain(
      "PUBLISHER_VAT_NUMBER has a key that does not match its SIREN",
    );
    expect(errorOf({ PUBLISHER_VAT_NUMBER: "FR1112345678" })).toContain(
      "PUBLISHER_VAT_NUMBER must be FR, a 2-digit key and the 9-digit SIREN",
    );
    expect(errorOf({ PUBLISHER_SIREN: "443061841", PUBLISHER_VAT_NUMBER: "FR11123456782" })).toContain(
      "PUBLISHER_VAT_NUMBER must end with PUBLISHER_SIREN (443061841)",
    );
  });

  it("refuses the placeholder itself as a value", () => {
    expect(errorOf({ PUBLISHER_DIRECTOR: "[à compléter], Président(e)" })).toContain(
      'PUBLISHER_DIRECTOR must be the real value, not "[à compléter]"',
    );
  });
});
