// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  NEWSLETTER_CONFIRM_OUTCOMES,
  NEWSLETTER_CONFIRM_TEXTS,
  NEWSLETTER_UNSUBSCRIBE_OUTCOMES,
  NEWSLETTER_UNSUBSCRIBE_TEXTS,
} from "../../lib/config/newsletter.ts";
import { FIELD_MESSAGES } from "../../lib/forms/messages.ts";
import type { ConfirmState, UnsubscribeState } from "./state.ts";

// The server actions run on the server (the store); here, what they answer.
const confirm = vi.fn<(state: ConfirmState, data: FormData) => Promise<ConfirmState>>();
const unsubscribe = vi.fn<(state: UnsubscribeState, data: FormData) => Promise<UnsubscribeState>>();
vi.mock("./actions.ts", () => ({
  confirmNewsletterAction: (state: ConfirmState, data: FormData) => confirm(state, data),
  unsubscribeNewsletterAction: (state: UnsubscribeState, data: FormData) => unsubscribe(state, data),
}));

const { ConfirmForm } = await import("./ConfirmForm.tsx");
const { UnsubscribeForm } = await import("./UnsubscribeForm.tsx");

afterEach(() => {
  cleanup();
  confirm.mockReset();
  unsubscribe.mockReset();
});

/** Text as the page shows it (no-break spaces kept). */
const exact = { normalizer: (text: string) => text };

describe("the confirmation page's form", () => {
  it("is one button posting the link's token; the page then says it is done, with the focus on it", async () => {
    confirm.mockResolvedValue({ status: "done", outcome: "confirmed" });
    render(<ConfirmForm token="jeton-du-lien" />);
    fireEvent.click(screen.getByRole("button", { name: NEWSLETTER_CONFIRM_TEXTS.button }));
    const heading = await screen.findByRole("heading", { name: NEWSLETTER_CONFIRM_OUTCOMES.confirmed.title });
    expect(confirm.mock.calls[0]?.[1].get("jeton")).toBe("jeton-du-lien");
    expect(screen.getByRole("status").textContent).toContain(NEWSLETTER_CONFIRM_OUTCOMES.confirmed.text);
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("says why a link could not serve, as an alert", async () => {
    confirm.mockResolvedValue({ status: "done", outcome: "expired" });
    render(<ConfirmForm token="jeton" />);
    fireEvent.click(screen.getByRole("button", { name: NEWSLETTER_CONFIRM_TEXTS.button }));
    expect((await screen.findByRole("alert")).textContent).toContain(NEWSLETTER_CONFIRM_OUTCOMES.expired.title);
  });
});

describe("the « Se désinscrire » page's form", () => {
  it("with the e-mail's token: one button, then the withdrawal said", async () => {
    unsubscribe.mockResolvedValue({ status: "done", outcome: "withdrawn" });
    render(<UnsubscribeForm token="jeton" />);
    expect(screen.queryByRole("textbox")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: NEWSLETTER_UNSUBSCRIBE_TEXTS.button }));
    await screen.findByRole("heading", { name: NEWSLETTER_UNSUBSCRIBE_OUTCOMES.withdrawn.title });
    expect(unsubscribe.mock.calls[0]?.[1].get("jeton")).toBe("jeton");
  });

  it("with a tampered token: says so and asks for the address", async () => {
    unsubscribe.mockResolvedValue({ status: "done", outcome: "invalid" });
    render(<UnsubscribeForm token="abime" />);
    fireEvent.click(screen.getByRole("button", { name: NEWSLETTER_UNSUBSCRIBE_TEXTS.button }));
    expect((await screen.findByRole("alert")).textContent).toContain(NEWSLETTER_UNSUBSCRIBE_OUTCOMES.invalid.title);
    expect(screen.getByRole("textbox", { name: NEWSLETTER_UNSUBSCRIBE_TEXTS.emailLabel })).toBeTruthy();
  });

  it("without a token: a labelled address field; a bad address is given back with its message", async () => {
    unsubscribe.mockResolvedValueOnce({ status: "invalid", email: "lea@", message: FIELD_MESSAGES.newsletterInvalid });
    unsubscribe.mockResolvedValueOnce({ status: "done", outcome: "requested" });
    render(<UnsubscribeForm token="" />);
    const field = screen.getByRole("textbox", { name: NEWSLETTER_UNSUBSCRIBE_TEXTS.emailLabel }) as HTMLInputElement;
    expect(field.getAttribute("autocomplete")).toBe("email");
    fireEvent.change(field, { target: { value: "lea@" } });
    fireEvent.click(screen.getByRole("button", { name: NEWSLETTER_UNSUBSCRIBE_TEXTS.button }));
    expect((await screen.findByRole("alert")).textContent).toBe(FIELD_MESSAGES.newsletterInvalid);
    const again = screen.getByRole("textbox", { name: NEWSLETTER_UNSUBSCRIBE_TEXTS.emailLabel }) as HTMLInputElement;
    expect(again.value).toBe("lea@");
    expect(again.getAttribute("aria-invalid")).toBe("true");
    expect(again.getAttribute("aria-describedby")).toBe(screen.getByRole("alert").id);
    fireEvent.change(again, { target: { value: "lea@exemple.fr" } });
    fireEvent.click(screen.getByRole("button", { name: NEWSLETTER_UNSUBSCRIBE_TEXTS.button }));
    await screen.findByText(NEWSLETTER_UNSUBSCRIBE_OUTCOMES.requested.text, exact);
    expect(unsubscribe.mock.calls[1]?.[1].get("email")).toBe("lea@exemple.fr");
  });
});
