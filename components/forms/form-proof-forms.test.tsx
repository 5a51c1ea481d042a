// @vitest-environment jsdom
import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { extractParams, verifySolution } from "altcha-lib";
import { createRef } from "react";
import { describe, expect, it, vi } from "vitest";
import { TOASTS } from "../../lib/forms/messages.ts";
import { VALID_CONTACT } from "../../tests/fixtures/contact-form.ts";
import { challengeRequests, TEST_PROOF_KEY } from "../../tests/support/form-challenge-stand-in.ts";
import { freshPageEachTest, toasts } from "./component-test-support.ts";
import type { SendOutcome } from "./secure-submit.ts";

const sendForm = vi.fn<(...args: unknown[]) => Promise<SendOutcome>>();
vi.mock("./send.ts", () => ({ sendForm: (...args: unknown[]) => sendForm(...args) }));
vi.mock("./actions.ts", () => ({ submitNewsletterBox: vi.fn() }));
vi.mock("./challenge-action.ts", () => import("../../tests/support/form-challenge-stand-in.ts"));

const { default: FormDialog } = await import("./FormDialog.tsx");
const { NewsletterBox } = await import("./NewsletterBox.tsx");

freshPageEachTest(() => {
  sendForm.mockReset();
  sendForm.mockResolvedValue({ ok: true, data: {} });
  challengeRequests.length = 0;
});

/** The proof the form sent with its values (sendForm's last argument), checked as the server would. */
async function sentProof(call: number, form: string) {
  const proof = sendForm.mock.calls[call]?.[4];
  expect(typeof proof).toBe("string");
  expect(await verifySolution(proof as string, TEST_PROOF_KEY)).toBe(true);
  expect(extractParams(proof as string).form).toBe(form);
  return proof as string;
}

describe("the forms' proof of work", () => {
  it("the footer's newsletter asks for nothing until its field is focused, then sends its proof", async () => {
    render(<NewsletterBox />);
    const field = screen.getByRole("textbox", { name: "Votre adresse e-mail" });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(challengeRequests).toEqual([]);

    field.focus();
    await waitFor(() => expect(challengeRequests).toEqual(["newsletter"]));
    fireEvent.change(field, { target: { value: "camille@exemple.fr" } });
    fireEvent.click(screen.getByRole("button", { name: "S'inscrire" }));
    await waitFor(() => expect(sendForm).toHaveBeenCalledTimes(1));
    await sentProof(0, "newsletter");
    await waitFor(() =>
      expect(toasts()).toContain(`${TOASTS.newsletterSuccess.title}${TOASTS.newsletterSuccess.description}`),
    );
    // The next sign-up gets its own proof, started once this one is used.
    await waitFor(() => expect(challengeRequests).toEqual(["newsletter", "newsletter"]));
  });

  it("the contact dialog sends each submission with a proof of its own, for its form", async () => {
    // A refused first send (an accepted one would start the 60 s throttle), then another.
    const refused = "Le service est momentanément indisponible.";
    const refusal = `${TOASTS.contactFailure.title}${refused}`;
    sendForm.mockResolvedValue({ ok: false, message: refused, fields: {} });
    const opener = createRef<HTMLButtonElement>();
    render(<FormDialog kind="contact" open onOpenChange={() => {}} opener={opener} />);
    const dialog = screen.getByRole("dialog");
    for (const [label, value] of Object.entries(VALID_CONTACT))
      fireEvent.change(within(dialog).getByLabelText(label, { exact: true }), { target: { value } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: "Envoyer le message" }));
    });
    await waitFor(() => expect(sendForm).toHaveBeenCalledTimes(1));
    const first = await sentProof(0, "contact");
    await waitFor(() => expect(toasts()).toContain(refusal));

    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: "Envoyer le message" }));
    });
    await waitFor(() => expect(sendForm).toHaveBeenCalledTimes(2));
    expect(await sentProof(1, "contact")).not.toBe(first);
    await waitFor(() => expect(toasts().filter((toast) => toast === refusal)).toHaveLength(2));
  });
});
