// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createRef } from "react";
import { describe, expect, it, vi } from "vitest";
import { THROTTLE_KEY_PREFIX } from "../../lib/browser/storage.ts";
import { PRODUCT_IDS, PRODUCT_NAMES } from "../../lib/config/products.ts";
import { HONEYPOT_FIELD } from "../../lib/forms/honeypot.ts";
import { FIELD_LIMITS } from "../../lib/forms/limits.ts";
import { FIELD_MESSAGES as M, SERVER_ERRORS, SUBMITTING_LABEL, TOASTS } from "../../lib/forms/messages.ts";
import {
  CONTACT_FIELDS,
  EMPTY_CONTACT_MESSAGES,
  VALID_CONTACT,
  VALID_CONTACT_BODY,
} from "../../tests/fixtures/contact-form.ts";
import { freshPageEachTest, toasts } from "./component-test-support.ts";
import type { SendOutcome } from "./secure-submit.ts";

const sendForm =
  vi.fn<(key: string, body: unknown, fallback: string, idempotencyKey?: string) => Promise<SendOutcome>>();
vi.mock("./send.ts", () => ({ sendForm: (...args: [string, unknown, string, string?]) => sendForm(...args) }));
vi.mock("./challenge-action.ts", () => import("../../tests/support/form-challenge-stand-in.ts"));

const { default: FormDialog } = await import("./FormDialog.tsx");

freshPageEachTest(() => sendForm.mockReset());

function open(kind: "contact" | "demo" | "automation", product?: "crmpro" | "comptapro") {
  const opener = createRef<HTMLButtonElement>();
  const onOpenChange = vi.fn();
  const view = render(
    <>
      <button type="button" ref={opener}>
        Ouvrir
      </button>
      <FormDialog kind={kind} product={product} open onOpenChange={onOpenChange} opener={opener} />
    </>,
  );
  const dialog = screen.getByRole("dialog");
  return { dialog, onOpenChange, view, opener };
}

function fill(dialog: HTMLElement, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(within(dialog).getByLabelText(label, { exact: true }), { target: { value } });
  }
}

const field = (dialog: HTMLElement, label: string) =>
  within(dialog).getByLabelText(label, { exact: true }) as HTMLInputElement;

/** The accessible description of a control: the texts of the elements its aria-describedby names. */
function description(control: HTMLElement): string {
  return (control.getAttribute("aria-describedby") ?? "")
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ");
}

describe("contact dialog", () => {
  it("is titled 'Contactez-nous', focuses the first name, and every field has its limit and autocomplete", () => {
    const { dialog } = open("contact");
    expect(within(dialog).getByRole("heading", { name: "Contactez-nous" })).toBeTruthy();
    expect(dialog.getAttribute("aria-describedby")).toBeTruthy();
    expect(document.activeElement).toBe(field(dialog, "Prénom"));
    for (const [label, name, autocomplete] of CONTACT_FIELDS) {
      expect(field(dialog, label).maxLength).toBe(FIELD_LIMITS[name]);
      expect(field(dialog, label).getAttribute("autocomplete")).toBe(autocomplete);
    }
    const honeypot = dialog.querySelector<HTMLInputElement>(`input[name="${HONEYPOT_FIELD}"]`);
    expect(honeypot?.tabIndex).toBe(-1);
    expect(honeypot?.closest("[aria-hidden='true']")).not.toBeNull();
  });

  it("shows each French message under its field, focuses the first invalid one, and clears them as the visitor types", async () => {
    const { dialog } = open("contact");
    fireEvent.click(within(dialog).getByRole("button", { name: "Envoyer le message" }));
    await waitFor(() => expect(field(dialog, "Prénom").getAttribute("aria-invalid")).toBe("true"));
    for (const [label, message] of EMPTY_CONTACT_MESSAGES) {
      expect(field(dialog, label).getAttribute("aria-invalid")).toBe("true");
      expect(description(field(dialog, label))).toBe(message);
    }
    expect(document.activeElement).toBe(field(dialog, "Prénom"));

    fill(dialog, { Prénom: "Jean3", "E-mail": "jean@", Téléphone: "06-12-ab" });
    await waitFor(() => expect(description(field(dialog, "Prénom"))).toBe(M.firstNameInvalid));

    fill(dialog, VALID_CONTACT);
    await waitFor(() => {
      for (const [label] of EMPTY_CONTACT_MESSAGES) {
        expect(field(dialog, label).hasAttribute("aria-invalid")).toBe(false);
        expect(field(dialog, label).hasAttribute("aria-describedby")).toBe(false);
      }
    });
    expect(sendForm).not.toHaveBeenCalled();
  });

  it("reports the too-long messages that only a script can reach past the limits", async () => {
    const { dialog } = open("contact");
    fill(dialog, {
      ...VALID_CONTACT,
      Prénom: "a".repeat(FIELD_LIMITS.firstName + 1),
      Entreprise: "c".repeat(FIELD_LIMITS.company + 1),
      Téléphone: "0".repeat(FIELD_LIMITS.phone + 1),
      Message: "m".repeat(FIELD_LIMITS.message + 1),
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Envoyer le message" }));
    await waitFor(() => expect(description(field(dialog, "Prénom"))).toBe(M.firstNameTooLong));
    expect(description(field(dialog, "Entreprise"))).toBe(M.companyTooLong);
    expect(description(field(dialog, "Téléphone"))).toBe(M.phoneTooLong);
    expect(description(field(dialog, "Message"))).toBe(M.messageTooLong);
  });

  it("submits: 'Envoi en cours...' and disabled while waiting, then closes, resets and starts the throttle", async () => {
    let answer: (outcome: SendOutcome) => void = () => {};
    sendForm.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const { dialog, onOpenChange } = open("contact");
    fill(dialog, VALID_CONTACT);
    fireEvent.click(within(dialog).getByRole("button", { name: "Envoyer le message" }));

    const busy = await within(dialog).findByRole("button", { name: SUBMITTING_LABEL });
    expect(busy.getAttribute("aria-disabled")).toBe("true");
    fireEvent.click(busy);
    // Busy from the press, while the proof of work is finished, then sent once.
    await waitFor(() => expect(sendForm).toHaveBeenCalledTimes(1));
    const [key, body, fallback, idempotencyKey] = sendForm.mock.calls[0] ?? [];
    expect(fallback).toBe(TOASTS.contactFailure.description);
    expect(key).toBe("contact");
    expect(body).toEqual({ ...VALID_CONTACT_BODY, [HONEYPOT_FIELD]: "" });
    expect(idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);

    await act(async () => answer({ ok: true, data: { submissionId: "abc" } }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    for (const label of Object.keys(VALID_CONTACT)) expect(field(dialog, label).value).toBe("");
    expect(within(dialog).getByRole("button", { name: "Envoyer le message" }).hasAttribute("aria-disabled")).toBe(
      false,
    );
    expect(Number(localStorage.getItem(`${THROTTLE_KEY_PREFIX}contact`))).toBeGreaterThan(0);
  });

  it.each([
    ["the server's French message", { ok: false, message: SERVER_ERRORS.internal, fields: {} }, SERVER_ERRORS.internal],
    [
      "the form's default message",
      { ok: false, message: TOASTS.contactFailure.description, fields: {} },
      TOASTS.contactFailure.description,
    ],
  ] as const)("on a failure shows 'Erreur' with %s, keeps what was typed, no throttle", async (_, outcome, shown) => {
    sendForm.mockResolvedValue({ ...outcome, fields: { ...outcome.fields } });
    const { dialog, onOpenChange } = open("contact");
    fill(dialog, VALID_CONTACT);
    fireEvent.click(within(dialog).getByRole("button", { name: "Envoyer le message" }));
    await waitFor(() => expect(toasts()).toContain(`${TOASTS.contactFailure.title}${shown}`));
    // The toast is in the dialog's own live region: the page behind a modal is hidden.
    expect(within(dialog).getByRole("region", { name: /Notifications/ }).textContent).toContain(shown);
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(field(dialog, "Prénom").value).toBe(VALID_CONTACT.Prénom);
    expect(localStorage.getItem(`${THROTTLE_KEY_PREFIX}contact`)).toBeNull();
  });

  it("shows the server's field messages under the fields", async () => {
    sendForm.mockResolvedValue({ ok: false, message: SERVER_ERRORS.invalid, fields: { email: M.emailInvalid } });
    const { dialog } = open("contact");
    fill(dialog, VALID_CONTACT);
    fireEvent.click(within(dialog).getByRole("button", { name: "Envoyer le message" }));
    await waitFor(() => expect(description(field(dialog, "E-mail"))).toBe(M.emailInvalid));
  });

  it("an address failing the security check gives the validation toast and sends nothing", async () => {
    const { dialog } = open("contact");
    fill(dialog, { ...VALID_CONTACT, "E-mail": "eloise'o@atelier-lumiere.fr" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Envoyer le message" }));
    await waitFor(() =>
      expect(toasts()).toContain(`${TOASTS.validationError.title}${TOASTS.validationError.description}`),
    );
    expect(sendForm).not.toHaveBeenCalled();
  });

  it("within 60 s of an accepted message, refuses with the throttle toast and sends nothing", async () => {
    localStorage.setItem(`${THROTTLE_KEY_PREFIX}contact`, String(Date.now() - 30_000));
    const { dialog } = open("contact");
    fill(dialog, VALID_CONTACT);
    fireEvent.click(within(dialog).getByRole("button", { name: "Envoyer le message" }));
    await waitFor(() => expect(toasts()).toContain(`${TOASTS.throttled.title}${TOASTS.throttled.description}`));
    expect(sendForm).not.toHaveBeenCalled();
  });

  it("closes with the Fermer button", () => {
    const { dialog, onOpenChange } = open("contact");
    fireEvent.click(within(dialog).getByRole("button", { name: "Fermer" }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});

describe("demo dialog", () => {
  const box = (dialog: HTMLElement, id: (typeof PRODUCT_IDS)[number]) =>
    within(dialog).getByRole("checkbox", { name: PRODUCT_NAMES[id] }) as HTMLInputElement;

  it("ticks the opener's product, has no message field, and asks for at least one application", async () => {
    const { dialog } = open("demo", "crmpro");
    expect(within(dialog).getByRole("heading", { name: "Demander une démonstration" })).toBeTruthy();
    expect(within(dialog).queryByLabelText("Message")).toBeNull();
    for (const id of PRODUCT_IDS) expect(box(dialog, id).checked).toBe(id === "crmpro");

    fireEvent.click(box(dialog, "crmpro"));
    fill(dialog, {
      Prénom: "Karim",
      Nom: "Benali",
      Entreprise: "Cabinet",
      "E-mail": "k@b.fr",
      Téléphone: "0612345678",
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Demander ma démo" }));
    const group = within(dialog).getByRole("group", { name: "Applications qui vous intéressent" });
    await waitFor(() => expect(description(group)).toBe(M.interestedInRequired));
    expect(box(dialog, "crmpro").getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(box(dialog, "crmpro"));
    expect(sendForm).not.toHaveBeenCalled();
  });

  it("sends the ticked applications, then resets to the opener's product", async () => {
    sendForm.mockResolvedValue({ ok: true, data: { submissionId: "d1" } });
    const { dialog } = open("demo", "crmpro");
    fill(dialog, {
      Prénom: "Karim",
      Nom: "Benali",
      Entreprise: "Cabinet",
      "E-mail": "k@b.fr",
      Téléphone: "0612345678",
    });
    fireEvent.click(box(dialog, "comptapro"));
    fireEvent.click(within(dialog).getByRole("button", { name: "Demander ma démo" }));
    await waitFor(() => expect(sendForm).toHaveBeenCalledTimes(1));
    expect(sendForm.mock.calls[0]?.[1]).toMatchObject({
      interestedIn: ["crmpro", "comptapro"],
      formSource: "Demo Request",
    });
    await waitFor(() => expect(field(dialog, "Prénom").value).toBe(""));
    for (const id of PRODUCT_IDS) expect(box(dialog, id).checked).toBe(id === "crmpro");
  });
});

describe("automation dialog", () => {
  it("three fields, min 2 characters each, and the exact body", async () => {
    sendForm.mockResolvedValue({ ok: true, data: { success: true } });
    const { dialog } = open("automation");
    expect(within(dialog).getAllByRole("textbox")).toHaveLength(3);
    fill(dialog, { Prénom: "K", Nom: "B", Entreprise: "R" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Je m'inscris" }));
    await waitFor(() => expect(description(field(dialog, "Prénom"))).toBe(M.firstNameRequired));
    expect(description(field(dialog, "Nom"))).toBe(M.lastNameRequired);
    expect(description(field(dialog, "Entreprise"))).toBe(M.companyRequired);

    fill(dialog, { Prénom: "Karim", Nom: "Benali", Entreprise: "Benali Rénovation" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Je m'inscris" }));
    await waitFor(() => expect(sendForm).toHaveBeenCalledTimes(1));
    expect(sendForm.mock.calls[0]?.slice(0, 2)).toEqual([
      "automation",
      { firstName: "Karim", lastName: "Benali", company: "Benali Rénovation", [HONEYPOT_FIELD]: "" },
    ]);
  });
});
