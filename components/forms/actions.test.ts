import { beforeEach, describe, expect, it, vi } from "vitest";
import { HONEYPOT_FIELD } from "../../lib/forms/honeypot.ts";

/*
 * The plain HTML posts' adapters pass the page a form was sent from to the server action: a page
 * form's hidden field, else (the footer's newsletter) the path of the post's Referer.
 */

let requestHeaders = new Headers();
vi.mock("next/headers", () => ({ headers: async () => requestHeaders }));
const contact = vi.fn(async (_input: unknown, _options?: unknown) => ({ ok: true as const, data: {} }));
const newsletter = vi.fn(async (_input: unknown, _options?: unknown) => ({ ok: true as const, data: {} }));
vi.mock("./form-actions.ts", () => ({ FORM_ACTIONS: { contact, newsletter } }));

const { submitContactPage, submitNewsletterBox } = await import("./actions.ts");

const posted = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return data;
};

beforeEach(() => {
  requestHeaders = new Headers();
  contact.mockClear();
  newsletter.mockClear();
});

describe("a form posted without JavaScript", () => {
  it("gives a page form's own page, from its hidden field", async () => {
    requestHeaders = new Headers({ referer: "https://exemple.fr/ailleurs" });
    await submitContactPage({ status: "idle" }, posted({ firstName: "Éloïse", pagePath: "/contact" }));
    expect(contact.mock.calls[0]?.[0]).toMatchObject({ firstName: "Éloïse", [HONEYPOT_FIELD]: "" });
    expect(contact.mock.calls[0]?.[1]).toEqual({ pagePath: "/contact" });
  });

  it("gives the newsletter's page from the post's Referer, and nothing without one", async () => {
    requestHeaders = new Headers({ referer: "https://exemple.fr/tarifs/crmpro?utm_source=x" });
    await submitNewsletterBox({ status: "idle" }, posted({ email: "lea@exemple.fr" }));
    expect(newsletter.mock.calls[0]).toEqual([
      { email: "lea@exemple.fr", [HONEYPOT_FIELD]: "" },
      { pagePath: "/tarifs/crmpro" },
    ]);
    requestHeaders = new Headers({ referer: "pas une adresse" });
    await submitNewsletterBox({ status: "idle" }, posted({ email: "lea@exemple.fr" }));
    requestHeaders = new Headers();
    await submitNewsletterBox({ status: "idle" }, posted({ email: "lea@exemple.fr" }));
    expect(newsletter.mock.calls.slice(1).map((call) => call[1])).toEqual([{}, {}]);
  });
});
