import { describe, expect, it } from "vitest";
import { checkFormInput } from "./check-input.ts";
import { GENERIC_TEXT_LIMIT } from "./limits.ts";
import { FIELD_MESSAGES as M } from "./messages.ts";
import { automationSchema, newsletterSchema } from "./schemas.ts";

const automation = { firstName: "Léa", lastName: "Martin", company: "Boulangerie Martin" };

describe("checkFormInput", () => {
  it("gives the cleaned values the schema accepts", () => {
    expect(
      checkFormInput(automationSchema, { ...automation, company: "<script>alert(1)</script>Boulangerie Martin " }),
    ).toEqual({
      ok: true,
      data: { ...automation, company: "Boulangerie Martin" },
    });
  });

  it("refuses a suspicious e-mail before anything else", () => {
    expect(checkFormInput(newsletterSchema, { email: "lea@exemple.fr<script>" })).toEqual({
      ok: false,
      reason: "unsafe-email",
      fields: {},
    });
  });

  it("names each field refused, by the schema or by the generic length limit", () => {
    const checked = checkFormInput(automationSchema, {
      ...automation,
      firstName: "",
      note: "x".repeat(GENERIC_TEXT_LIMIT + 1),
    });
    expect(checked).toMatchObject({ ok: false, reason: "invalid" });
    expect(checked.ok ? {} : checked.fields).toMatchObject({
      firstName: M.firstNameRequired,
      note: expect.any(String),
    });
  });
});
