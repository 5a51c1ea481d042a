// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { THROTTLE_KEY_PREFIX } from "../../lib/browser/storage.ts";
import { NEWSLETTER_CONSENT } from "../../lib/config/newsletter.ts";
import { HONEYPOT_FIELD } from "../../lib/forms/honeypot.ts";
import { FIELD_LIMITS } from "../../lib/forms/limits.ts";
import { NEWSLETTER_SUBMITTING_LABEL, TOASTS } from "../../lib/forms/messages.ts";
import { freshPageEachTest, toasts } from "./component-test-support.ts";
import type { SendOutcome } from "./secure-submit.ts";

const sendForm = vi.fn<(key: string, body: unknown) => Promise<SendOutcome>>();
const submitNewsletterBox = vi.fn(async () => ({ status: "idle" as const }));
vi.mock("./send.ts", () => ({ sendForm: (key: string, body: unknown) => sendForm(key, body) }));
vi.mock("./actions.ts", () => ({ submitNewsletterBox: () => submitNewsletterBox() }));
vi.mock("./challenge-action.ts", () => import("../../tests/support/form-challenge-stand-in.ts"));

const { NewsletterBox } = await import("./NewsletterBox.tsx");

freshPageEachTest(() => sendForm.mockReset());

const field = () => screen.getByRole("textbox", { name: "Votre adresse e-mail" }) as HTMLInputElement;
const subscribe = () => screen.getByRole("button", { name: "S'inscrire" });

const text = (toast: { title: string; description: string }) => `${toast.title}${toast.description}`;

describe("newsletter box", () => {
  it("is a labelled e-mail field with its limit, under a heading", () => {
    render(<NewsletterBox />);
    expect(screen.getByRole("heading", { name: "Recevez notre newsletter" })).toBeTruthy();
    expect(field().maxLength).toBe(FIELD_LIMITS.email);
    expect(field().getAttribute("autocomplete")).toBe("email");
    // The consent text whose version the sign-up keeps.
    expect(screen.getByText(NEWSLETTER_CONSENT.text, { normalizer: (text) => text })).toBeTruthy();
  });

  it("an empty or malformed address gives its toast, flags the field and sends nothing", async () => {
    render(<NewsletterBox />);
    fireEvent.click(subscribe());
    await waitFor(() => expect(toasts()).toContain(text(TOASTS.newsletterEmpty)));
    expect(field().getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(field());

    fireEvent.change(field(), { target: { value: "jean@" } });
    expect(field().hasAttribute("aria-invalid")).toBe(false);
    fireEvent.click(subscribe());
    await waitFor(() => expect(toasts()).toContain(text(TOASTS.newsletterInvalid)));

    fireEvent.change(field(), { target: { value: "jean'o@exemple.fr" } });
    fireEvent.click(subscribe());
    await waitFor(() => expect(field().getAttribute("aria-invalid")).toBe("true"));
    expect(sendForm).not.toHaveBeenCalled();
  });

  it("submits with the button '...', then the success toast and an empty field", async () => {
    let answer: (outcome: SendOutcome) => void = () => {};
    sendForm.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    render(<NewsletterBox />);
    fireEvent.change(field(), { target: { value: "  camille@exemple.fr " } });
    fireEvent.click(subscribe());
    const busy = await screen.findByRole("button", { name: NEWSLETTER_SUBMITTING_LABEL });
    expect(busy.getAttribute("aria-disabled")).toBe("true");
    await waitFor(() =>
      expect(sendForm).toHaveBeenCalledWith("newsletter", { email: "camille@exemple.fr", [HONEYPOT_FIELD]: "" }),
    );
    answer({ ok: true, data: { success: true } });
    await waitFor(() => expect(toasts()).toContain(text(TOASTS.newsletterSuccess)));
    expect(field().value).toBe("");
    expect(subscribe().hasAttribute("aria-disabled")).toBe(false);
    expect(localStorage.getItem(`${THROTTLE_KEY_PREFIX}newsletter`)).not.toBeNull();
  });

  it("says an address already subscribed is so, from the answer's status", async () => {
    sendForm.mockResolvedValue({ ok: true, data: { success: true, status: "already-confirmed" } });
    render(<NewsletterBox />);
    fireEvent.change(field(), { target: { value: "camille@exemple.fr" } });
    fireEvent.click(subscribe());
    await waitFor(() => expect(toasts()).toContain(text(TOASTS.newsletterAlreadySubscribed)));
    expect(toasts()).not.toContain(text(TOASTS.newsletterSuccess));
  });

  it("a failed call gives the one newsletter failure toast and keeps the address", async () => {
    sendForm.mockResolvedValue({ ok: false, message: "Adresse refusée.", fields: {} });
    render(<NewsletterBox />);
    fireEvent.change(field(), { target: { value: "camille@exemple.fr" } });
    fireEvent.click(subscribe());
    await waitFor(() => expect(toasts()).toContain(text(TOASTS.newsletterFailure)));
    expect(field().value).toBe("camille@exemple.fr");
    expect(localStorage.getItem(`${THROTTLE_KEY_PREFIX}newsletter`)).toBeNull();
  });

  it("a second sign-up within 60 s is refused with the throttle toast", async () => {
    localStorage.setItem(`${THROTTLE_KEY_PREFIX}newsletter`, String(Date.now() - 1000));
    render(<NewsletterBox />);
    fireEvent.change(field(), { target: { value: "dominique@exemple.fr" } });
    fireEvent.click(subscribe());
    await waitFor(() => expect(toasts()).toContain(text(TOASTS.throttled)));
    expect(sendForm).not.toHaveBeenCalled();
    expect(field().value).toBe("dominique@exemple.fr");
  });
});
