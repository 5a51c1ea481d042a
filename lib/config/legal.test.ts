import { describe, expect, it } from "vitest";
import { FILLED_LEGAL_ENV } from "../../tests/support/legal-env.ts";
import { A_COMPLETER, formatPhone, HOST, legalDetails, PUBLISHER } from "./legal.ts";
import { readLegalSettings } from "./legal-settings.ts";

const NBSP = "\u00a0";

describe("the legal details the pages print", () => {
  it("keeps the placeholder for every detail not set, and the fixed identity", () => {
    const { publisher, host } = legalDetails({});
    expect(publisher).toMatchObject({
      name: "Gestio SAS",
      email: "contact@gestio.fr",
      shareCapital: `${A_COMPLETER} €`,
      rcs: `RCS ${A_COMPLETER} ${A_COMPLETER}`,
      siren: A_COMPLETER,
      vatNumber: A_COMPLETER,
      phone: A_COMPLETER,
      publicationDirector: `${A_COMPLETER}, Président(e)`,
      address: { street: A_COMPLETER, postalCode: A_COMPLETER, city: A_COMPLETER, country: "France" },
    });
    expect(host).toEqual({ name: A_COMPLETER, address: A_COMPLETER, phone: A_COMPLETER });
  });

  it("prints the values set, the French way", () => {
    const { publisher, host } = legalDetails(readLegalSettings(FILLED_LEGAL_ENV));
    expect(publisher.shareCapital).toBe(`10${NBSP}000${NBSP}€`);
    expect(publisher.rcs).toBe(`RCS Paris 123${NBSP}456${NBSP}782`);
    expect(publisher.siren).toBe(`123${NBSP}456${NBSP}782`);
    expect(publisher.vatNumber).toBe("FR11123456782");
    expect(publisher.phone).toBe(["01", "23", "45", "67", "89"].join(NBSP));
    expect(publisher.publicationDirector).toBe("Jeanne Martin, présidente");
    expect(publisher.address).toEqual({
      street: "12 rue de la Paix",
      postalCode: "75002",
      city: "Paris",
      country: "France",
    });
    expect(host).toEqual({
      name: "Hébergeur SAS",
      address: "1 avenue du Cloud, 59100 Roubaix",
      phone: `+1${NBSP}555${NBSP}123${NBSP}4567`,
    });
    expect(JSON.stringify({ publisher, host })).not.toContain(A_COMPLETER);
  });

  it("formats phones without letting them wrap", () => {
    expect(formatPhone("0987654321")).toBe(`09${NBSP}87${NBSP}65${NBSP}43${NBSP}21`);
    expect(formatPhone("+1 555 123 4567")).toBe(`+1${NBSP}555${NBSP}123${NBSP}4567`);
  });

  it("builds PUBLISHER and HOST from the environment of the build", () => {
    // The unit tests run without legal variables: the development placeholders.
    expect(PUBLISHER.siren).toBe(A_COMPLETER);
    expect(HOST.name).toBe(A_COMPLETER);
  });
});
