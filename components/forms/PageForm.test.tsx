// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FIELD_MESSAGES as M, TOASTS } from "../../lib/forms/messages.ts";
import type { PageFormState } from "./form-state.ts";

const submitContactPage = vi.fn<(state: PageFormState, data: FormData) => Promise<PageFormState>>();
vi.mock("./send.ts", () => ({ sendForm: vi.fn() }));
vi.mock("./actions.ts", () => ({
  submitContactPage: (state: PageFormState, data: FormData) => submitContactPage(state, data),
  submitDemoPage: vi.fn(),
  submitAutomationPage: vi.fn(),
}));

const { PageForm } = await import("./PageForm.tsx");

beforeEach(() => {
  submitContactPage.mockReset();
  vi.spyOn(console, "info").mockImplementation(() => {});
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  document.body.innerHTML = "";
});

const form = () => document.querySelector("form") as HTMLFormElement;
const input = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;

describe("a form on its own page", () => {
  it("posts its FormData to the server action and shows the answer: messages under the fields, what was typed kept", async () => {
    submitContactPage.mockResolvedValue({
      status: "invalid",
      title: TOASTS.validationError.title,
      message: TOASTS.validationError.description,
      fields: { firstName: M.firstNameInvalid },
      values: { firstName: "Jean3", lastName: "", company: "", email: "", phone: "", message: "" },
    });
    render(<PageForm kind="contact" />);
    fireEvent.change(input("Prénom"), { target: { value: "Jean3" } });
    await act(async () => {
      fireEvent.submit(form());
    });
    const data = submitContactPage.mock.calls[0]?.[1];
    expect(data?.get("firstName")).toBe("Jean3");
    // The page it is sent from, for the lead's origin (the action checks it).
    expect(data?.get("pagePath")).toBe("/contact");
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toBe(`${TOASTS.validationError.title}${TOASTS.validationError.description}`);
    expect(input("Prénom").getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(input("Prénom").getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      M.firstNameInvalid,
    );
    expect(input("Prénom").value).toBe("Jean3");
  });

  it("confirms an accepted submission in a status message", async () => {
    submitContactPage.mockResolvedValue({ status: "sent" });
    render(<PageForm kind="contact" />);
    await act(async () => {
      fireEvent.submit(form());
    });
    expect((await screen.findByRole("status")).textContent).toBe(
      `${TOASTS.contactSuccess.title}${TOASTS.contactSuccess.description}`,
    );
  });

  it("hands over to the react-hook-form version on first focus, with what was typed and the focus", async () => {
    render(<PageForm kind="demo" product="crmpro" />);
    expect(form().querySelector<HTMLInputElement>('input[type="hidden"][name="pagePath"]')?.value).toBe(
      "/demande-de-demo/crmpro",
    );
    const firstName = input("Prénom");
    fireEvent.change(firstName, { target: { value: "Karim" } });
    act(() => firstName.focus());
    // The first load of the form code (react-hook-form, zod) can take a moment in a busy run.
    await waitFor(() => expect(input("Prénom")).not.toBe(firstName), { timeout: 10_000 });
    expect(input("Prénom").value).toBe("Karim");
    expect(document.activeElement).toBe(input("Prénom"));
    expect((screen.getByRole("checkbox", { name: "CRMPro" }) as HTMLInputElement).checked).toBe(true);
    // Now validated in the browser, message under the field.
    fireEvent.click(screen.getByRole("button", { name: "Demander ma démo" }));
    await waitFor(() => expect(input("Nom").getAttribute("aria-invalid")).toBe("true"));
    expect(within(form()).getByText(M.lastNameRequired)).toBeTruthy();
    expect(submitContactPage).not.toHaveBeenCalled();
  });

  it("never takes the button from under a press: a click made while the form code arrives sends the form", async () => {
    let answer: (state: PageFormState) => void = () => {};
    submitContactPage.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    render(<PageForm kind="contact" />);
    const plain = form();
    const button = screen.getByRole("button", { name: "Envoyer le message" });
    // The press begins (its focus asks for the form code), and the code arrives before it ends.
    fireEvent.pointerDown(button);
    act(() => button.focus());
    await act(async () => {
      await import("./PageEnhancedForm.tsx");
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(form()).toBe(plain);
    await act(async () => {
      fireEvent.pointerUp(button);
      fireEvent.click(button);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    // Sent as the plain form (the click was not lost), which stays until the server answers.
    expect(submitContactPage).toHaveBeenCalledTimes(1);
    expect(form()).toBe(plain);
    await act(async () =>
      answer({
        status: "invalid",
        title: TOASTS.validationError.title,
        message: TOASTS.validationError.description,
        fields: { firstName: M.firstNameRequired },
        values: { firstName: "", lastName: "", company: "", email: "", phone: "", message: "" },
      }),
    );
    expect(await screen.findByRole("alert")).toBeTruthy();
    expect(input("Prénom").getAttribute("aria-invalid")).toBe("true");
  });

  it("takes over once a press that sent nothing has ended", async () => {
    render(<PageForm kind="contact" />);
    const firstName = input("Prénom");
    fireEvent.pointerDown(firstName);
    act(() => firstName.focus());
    await act(async () => {
      await import("./PageEnhancedForm.tsx");
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(input("Prénom")).toBe(firstName);
    fireEvent.pointerUp(firstName);
    await waitFor(() => expect(input("Prénom")).not.toBe(firstName), { timeout: 10_000 });
    expect(document.activeElement).toBe(input("Prénom"));
    expect(submitContactPage).not.toHaveBeenCalled();
  });
});
