import { describe, expect, it } from "vitest";
import { FIELD_MESSAGES as M } from "./messages.ts";
import { automationSchema, contactSchema, demoSchema, fieldErrors, newsletterSchema } from "./schemas.ts";

const validContact = {
  firstName: "Éloïse",
  lastName: "D'Aubigné-Martin",
  company: "Atelier Lumière",
  email: "eloise@atelier-lumiere.fr",
  phone: "+33 6 12 34 56 78",
  message: "Bonjour, je souhaite un devis pour trois utilisateurs.",
  formSource: "Contact Form",
};

function errorsOf(schema: typeof contactSchema | typeof demoSchema, data: unknown) {
  const result = schema.safeParse(data);
  return result.success ? {} : fieldErrors(result.error);
}

describe("contact schema", () => {
  it("accepts a complete French contact and keeps accents", () => {
    const parsed = contactSchema.parse(validContact);
    expect(parsed.firstName).toBe("Éloïse");
    expect(parsed.formSource).toBe("Contact Form");
  });

  it.each([
    ["firstName", "É", M.firstNameRequired],
    ["firstName", "a".repeat(51), M.firstNameTooLong],
    ["firstName", "Jean3", M.firstNameInvalid],
    ["lastName", "", M.lastNameRequired],
    ["lastName", "b".repeat(51), M.lastNameTooLong],
    ["lastName", "Dupont!", M.lastNameInvalid],
    ["company", "A", M.companyRequired],
    ["company", "c".repeat(101), M.companyTooLong],
    ["email", "pas-une-adresse", M.emailInvalid],
    ["email", `${"e".repeat(96)}@x.fr`, M.emailTooLong],
    ["phone", "0612", M.phoneInvalid],
    ["phone", "06 12 34 56 78 90 12 34", M.phoneTooLong],
    ["phone", "06-12-34-ab-78", M.phoneInvalid],
    ["message", "Bonjour", M.messageRequired],
    ["message", "m".repeat(1001), M.messageTooLong],
  ])("%s = %j reports %s", (field, value, message) => {
    expect(errorsOf(contactSchema, { ...validContact, [field]: value })[field]).toBe(message);
  });

  it("reports a missing field with its French message, never an English library text", () => {
    const errors = errorsOf(contactSchema, { ...validContact, firstName: undefined, phone: 612345678 });
    expect(errors.firstName).toBe(M.firstNameRequired);
    expect(errors.phone).toBe(M.phoneInvalid);
  });

  it("cleans script tags and javascript: before validating, and drops unknown fields", () => {
    const parsed = contactSchema.parse({
      ...validContact,
      message: "  <script>alert(1)</script>Voir javascript:void(0) mon projet de site  ",
      isAdmin: true,
    });
    expect(parsed.message).toBe("Voir void(0) mon projet de site");
    expect(parsed).not.toHaveProperty("isAdmin");
  });
});

describe("demo schema", () => {
  const validDemo = { ...validContact, message: undefined, interestedIn: ["crmpro"], formSource: "Demo Request" };

  it("requires at least one known application", () => {
    expect(errorsOf(demoSchema, { ...validDemo, interestedIn: [] }).interestedIn).toBe(M.interestedInRequired);
    expect(errorsOf(demoSchema, { ...validDemo, interestedIn: ["excel"] }).interestedIn).toBe(M.interestedInRequired);
    expect(errorsOf(demoSchema, { ...validDemo, interestedIn: undefined }).interestedIn).toBe(M.interestedInRequired);
  });

  it("deduplicates the applications", () => {
    expect(demoSchema.parse({ ...validDemo, interestedIn: ["crmpro", "crmpro", "comptapro"] }).interestedIn).toEqual([
      "crmpro",
      "comptapro",
    ]);
  });
});

describe("automation schema", () => {
  it("needs two characters per field", () => {
    const result = automationSchema.safeParse({ firstName: "A", lastName: "B", company: "C" });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(fieldErrors(result.error)).toEqual({
        firstName: M.firstNameRequired,
        lastName: M.lastNameRequired,
        company: M.companyRequired,
      });
    }
  });
});

describe("newsletter schema", () => {
  it("distinguishes an empty address from a malformed one", () => {
    const empty = newsletterSchema.safeParse({ email: "   " });
    const malformed = newsletterSchema.safeParse({ email: "jean@" });
    expect(empty.success || fieldErrors(empty.error).email).toBe(M.newsletterEmpty);
    expect(malformed.success || fieldErrors(malformed.error).email).toBe(M.newsletterInvalid);
    expect(newsletterSchema.parse({ email: " jean@exemple.fr " }).email).toBe("jean@exemple.fr");
  });
});
