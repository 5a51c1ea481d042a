import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { HONEYPOT_FIELD } from "../../lib/forms/honeypot.ts";
import { automationSchema, contactSchema } from "../../lib/forms/schemas.ts";
import { secureSubmit } from "./secure-submit.ts";
import { isThrottled } from "./throttle.ts";

const contact = {
  firstName: " Éloïse ",
  lastName: "Martin",
  company: "Atelier <script>x</script>Lumière",
  email: "eloise@atelier-lumiere.fr",
  phone: "06 12 34 56 78",
  message: "Bonjour, je voudrais un devis.",
};

describe("secureSubmit", () => {
  const logs: string[] = [];
  beforeEach(() => {
    const map = new Map<string, string>();
    vi.stubGlobal("localStorage", {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
      removeItem: (k: string) => void map.delete(k),
    });
    logs.length = 0;
    vi.spyOn(console, "info").mockImplementation((line: string) => void logs.push(line));
    vi.spyOn(console, "warn").mockImplementation((line: string) => void logs.push(line));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("sends the cleaned, validated body with the honeypot, then starts the throttle", async () => {
    const send = vi.fn(async () => ({ ok: true as const, data: { submissionId: "s1" } }));
    const result = await secureSubmit("contact", contactSchema, contact, "", send);
    expect(result).toEqual({ status: "sent", data: { submissionId: "s1" } });
    expect(send).toHaveBeenCalledWith({
      firstName: "Éloïse",
      lastName: "Martin",
      company: "Atelier Lumière",
      email: "eloise@atelier-lumiere.fr",
      phone: "06 12 34 56 78",
      message: "Bonjour, je voudrais un devis.",
      formSource: "Contact Form",
      [HONEYPOT_FIELD]: "",
    });
    expect(isThrottled("contact")).toBe(true);

    const again = await secureSubmit("contact", contactSchema, contact, "", send);
    expect(again).toEqual({ status: "throttled" });
    expect(send).toHaveBeenCalledTimes(1);
  });

  it("logs attempts, successes and failures without any submitted value", async () => {
    await secureSubmit("contact", contactSchema, contact, "", async () => ({ ok: true as const, data: {} }));
    await secureSubmit("contact", contactSchema, contact, "", async () => ({ ok: true as const, data: {} }));
    expect(logs).toEqual([
      "[formulaires] contact : attempt",
      "[formulaires] contact : success",
      "[formulaires] contact : attempt",
      "[formulaires] contact : failure (throttled)",
    ]);
    for (const value of Object.values(contact)) expect(logs.join(" ")).not.toContain(value.trim());
  });

  it("refuses an unsafe e-mail or data that is invalid once cleaned, without sending", async () => {
    const send = vi.fn();
    expect(await secureSubmit("contact", contactSchema, { ...contact, email: "jean'o@x.fr" }, "", send)).toEqual({
      status: "invalid",
    });
    expect(
      await secureSubmit("contact", contactSchema, { ...contact, firstName: "<script>a</script>J" }, "", send),
    ).toEqual({ status: "invalid" });
    expect(send).not.toHaveBeenCalled();
    expect(isThrottled("contact")).toBe(false);
  });

  it("reports a refused call with its message and lets the visitor retry at once", async () => {
    const send = vi.fn(async () => ({ ok: false as const, message: "Erreur du serveur", fields: {} }));
    const result = await secureSubmit("automation", automationSchema, contact, "", send);
    expect(result).toEqual({ status: "failed", message: "Erreur du serveur", fields: {} });
    expect(send).toHaveBeenCalledWith({
      firstName: "Éloïse",
      lastName: "Martin",
      company: "Atelier Lumière",
      siteWeb: "",
    });
    expect(isThrottled("automation")).toBe(false);
  });
});
