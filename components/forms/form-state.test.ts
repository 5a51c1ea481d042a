import { describe, expect, it } from "vitest";
import { HONEYPOT_FIELD } from "../../lib/forms/honeypot.ts";
import { FIELD_MESSAGES as M, SERVER_ERRORS, TOASTS } from "../../lib/forms/messages.ts";
import { honeypotFromFormData, newsletterStateOf, pageStateOf, valuesFromFormData } from "./form-state.ts";

function formData(entries: [string, string][]): FormData {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

describe("a form posted as plain HTML", () => {
  it("reads each field as text and every ticked application, ignoring what the form does not have", () => {
    const data = formData([
      ["firstName", "Karim"],
      ["interestedIn", "crmpro"],
      ["interestedIn", "comptapro"],
      ["message", "pas dans la démo"],
      [HONEYPOT_FIELD, "bot"],
    ]);
    expect(valuesFromFormData("demo", data)).toEqual({
      firstName: "Karim",
      lastName: "",
      company: "",
      email: "",
      phone: "",
      interestedIn: ["crmpro", "comptapro"],
    });
    expect(honeypotFromFormData(data)).toBe("bot");
    expect(honeypotFromFormData(new FormData())).toBe("");
  });

  it("shows field messages as a validation answer, other failures with the form's title, success as sent", () => {
    const values = { firstName: "Jean3" };
    expect(pageStateOf("contact", { ok: true, data: {} }, values)).toEqual({ status: "sent" });
    expect(
      pageStateOf(
        "contact",
        { ok: false, message: TOASTS.validationError.description, fields: { firstName: M.firstNameInvalid } },
        values,
      ),
    ).toEqual({
      status: "invalid",
      title: TOASTS.validationError.title,
      message: TOASTS.validationError.description,
      fields: { firstName: M.firstNameInvalid },
      values,
    });
    expect(pageStateOf("automation", { ok: false, message: SERVER_ERRORS.internal, fields: {} }, values)).toMatchObject(
      {
        status: "failed",
        title: TOASTS.automationFailure.title,
        message: SERVER_ERRORS.internal,
      },
    );
  });

  it("answers the newsletter with its field's message, or its one failure message", () => {
    expect(newsletterStateOf({ ok: true, data: {} }, "a@b.fr")).toEqual({
      status: "sent",
      message: `${TOASTS.newsletterSuccess.title} ${TOASTS.newsletterSuccess.description}`,
    });
    const said = (toast: { title: string; description: string }) => ({
      status: "sent",
      message: `${toast.title} ${toast.description}`,
    });
    // The status the site's double opt-in adds to the spec's answer.
    expect(newsletterStateOf({ ok: true, data: { success: true, status: "confirmation-sent" } }, "a@b.fr")).toEqual(
      said(TOASTS.newsletterSuccess),
    );
    expect(newsletterStateOf({ ok: true, data: { success: true, status: "already-confirmed" } }, "a@b.fr")).toEqual(
      said(TOASTS.newsletterAlreadySubscribed),
    );
    expect(newsletterStateOf({ ok: true, data: { success: true, status: "already-sent" } }, "a@b.fr")).toEqual(
      said(TOASTS.newsletterAlreadySent),
    );
    expect(newsletterStateOf({ ok: true, data: { success: true, status: "busy" } }, "a@b.fr")).toEqual(
      said(TOASTS.newsletterBusy),
    );
    expect(newsletterStateOf({ ok: true, data: { success: true, status: "inconnu" } }, "a@b.fr")).toEqual(
      said(TOASTS.newsletterSuccess),
    );
    expect(
      newsletterStateOf({ ok: false, message: M.newsletterEmpty, fields: { email: M.newsletterEmpty } }, ""),
    ).toEqual({ status: "invalid", message: M.newsletterEmpty, email: "" });
    expect(newsletterStateOf({ ok: false, message: "Adresse refusée.", fields: {} }, "a@b.fr")).toEqual({
      status: "failed",
      message: TOASTS.newsletterFailure.description,
      email: "a@b.fr",
    });
  });
});
