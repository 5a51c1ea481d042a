// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { STORAGE_KEYS } from "../../lib/browser/storage.ts";

const submitContact = vi.fn<(input: unknown, options?: unknown) => Promise<unknown>>();
vi.mock("./form-actions.ts", () => ({
  FORM_ACTIONS: { contact: (input: unknown, options?: unknown) => submitContact(input, options) },
}));

const { sendForm } = await import("./send.ts");
const { saveConsent } = await import("../../lib/browser/consent.ts");

const ENTRY = { landing: "/", source: "google", utm: { source: "ads", medium: "cpc", campaign: "tva" } };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  submitContact.mockReset();
  submitContact.mockResolvedValue({ ok: true, data: {} });
  window.history.replaceState(null, "", "/tarifs/crmpro");
});
afterEach(() => window.history.replaceState(null, "", "/"));

describe("a form's values go to their server action with the lead's origin beside them", () => {
  it("sends this page's path only, without the analytics consent", async () => {
    sessionStorage.setItem(STORAGE_KEYS.audienceEntry, JSON.stringify(ENTRY));
    saveConsent("essential");
    await sendForm("contact", { firstName: "Éloïse" }, "Erreur", "4f1c2a9e-essai");
    expect(submitContact).toHaveBeenCalledWith(
      { firstName: "Éloïse" },
      { pagePath: "/tarifs/crmpro", idempotencyKey: "4f1c2a9e-essai" },
    );
  });

  it("adds the visit's entry with that consent", async () => {
    saveConsent("all");
    sessionStorage.setItem(STORAGE_KEYS.audienceEntry, JSON.stringify(ENTRY));
    await sendForm("contact", { firstName: "Éloïse" }, "Erreur");
    expect(submitContact).toHaveBeenCalledWith({ firstName: "Éloïse" }, { pagePath: "/tarifs/crmpro", entry: ENTRY });
  });

  it("gives the form's message when the call does not reach the server", async () => {
    submitContact.mockRejectedValue(new TypeError("Failed to fetch"));
    expect(await sendForm("contact", {}, "Erreur de la page")).toEqual({
      ok: false,
      message: "Erreur de la page",
      fields: {},
    });
  });
});
