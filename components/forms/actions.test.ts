import { beforeEach, describe, expect, it, vi } from "vitest";
import { FORM_STAMP_FIELD } from "../../lib/forms/form-checks.ts";
import { HONEYPOT_FIELD } from "../../lib/forms/honeypot.ts";

/*
 * The plain HTML posts' adapters pass the page a form was sent from to the server action: a page
 * form's hidden field, else (the footer's newsletter) the path of the post's Referer; and that it was
 * posted as plain HTML, with the signed time the server gave the form when it holds one.
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
    expect(contact.mock.calls[0]?.[1]).toEqual({ pagePath: "/contact", plain: true });
  });

  it("passes the signed time the form holds, and none when its field is empty", async () => {
    await submitContactPage(
      { status: "idle" },
      posted({ firstName: "Éloïse", pagePath: "/contact", [FORM_STAMP_FIELD]: "1714000000000.signature" }),
    );
    await submitContactPage({ status: "idle" }, posted({ firstName: "Éloïse", [FORM_STAMP_FIELD]: "" }));
    expect(contact.mock.calls.map((call) => call[1])).toEqual([
      { pagePath: "/contact", plain: true, stamp: "1714000000000.signature" },
      { plain: true },
    ]);
    // The values the action validates never carry it: it is the checks', not the lead's.
    expect(contact.mock.calls[0]?.[0]).not.toHaveProperty(FORM_STAMP_FIELD);
    await submitNewsletterBox({ status: "idle" }, posted({ email: "lea@exemple.fr", [FORM_STAMP_FIELD]: "abc.def" }));
    expect(newsletter.mock.calls[0]?.[1]).toEqual({ plain: true, stamp: "abc.def" });
  });

  it("gives the newsletter's page from the post's Referer, and nothing without one", async () => {
    requestHeaders = new Headers({ referer: "https://exemple.fr/tarifs/crmpro?utm_source=x" });
    await submitNewsletterBox({ status: "idle" }, posted({ email: "lea@exemple.fr" }));
    expect(newsletter.mock.calls[0]).toEqual([
      { email: "lea@exemple.fr", [HONEYPOT_FIELD]: "" },
      { pagePath: "/tarifs/crmpro", plain: true },
    ]);
    requestHeaders = new Headers({ referer: "pas une adresse" });
    await submitNewsletterBox({ status: "idle" }, posted({ email: "lea@exemple.fr" }));
    requestHeaders = new Headers();
    await submitNewsletterBox({ status: "idle" }, posted({ email: "lea@exemple.fr" }));
    expect(newsletter.mock.calls.slice(1).map((call) => call[1])).toEqual([{ plain: true }, { plain: true }]);
  });
});
