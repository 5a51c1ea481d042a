import { describe, expect, it } from "vitest";
import { DEFAULT_FUNCTIONS_KEY } from "../../../lib/config/env.ts";
import { formCheckOf } from "../../../lib/forms/form-checks.ts";
import { FORM_PROOF_HEADER } from "../../../lib/forms/form-proof.ts";
import { contactSchema } from "../../../lib/forms/schemas.ts";
import { clientAddress, contactActionRequest, contactBody, contactHeaders, functionsKey } from "./contact.ts";

describe("bench submissions", () => {
  it("are valid contact requests, each with its own e-mail", () => {
    const a = JSON.parse(contactBody(1, "abc")) as Record<string, unknown>;
    const b = JSON.parse(contactBody(2, "abc")) as Record<string, unknown>;
    expect(contactSchema.safeParse(a).success).toBe(true);
    expect(a.email).not.toBe(b.email);
  });

  it("come from distinct client addresses", () => {
    const addresses = new Set(Array.from({ length: 70_000 }, (_, n) => clientAddress(n)));
    expect(addresses.size).toBe(70_000);
  });

  it("carry the key the server accepts: SUPABASE_ANON_KEY, else the default", () => {
    expect(functionsKey({})).toBe(DEFAULT_FUNCTIONS_KEY);
    expect(functionsKey({ SUPABASE_ANON_KEY: "sb_publishable_bench" })).toBe("sb_publishable_bench");
    expect(contactHeaders(3, "k").authorization).toBe("Bearer k");
    expect(contactHeaders(3, "k")["x-forwarded-for"]).toBe("10.0.0.3");
  });

  it("carry their proof of work in the header the function reads, and none when not given", () => {
    expect(contactHeaders(3, "k", "cHJldXZl")[FORM_PROOF_HEADER]).toBe("cHJldXZl");
    expect(FORM_PROOF_HEADER in contactHeaders(3, "k")).toBe(false);
  });

  it("post the action to the contact page with the values, the empty honeypot and a retry key", () => {
    const call = contactActionRequest(5, "abc", "60a5", "http://127.0.0.1:3000");
    expect(call.path).toBe("/contact");
    expect(call.headers["next-action"]).toBe("60a5");
    expect(call.headers["x-forwarded-for"]).toBe("10.0.0.5");
    const [values, options] = JSON.parse(call.body) as [Record<string, unknown>, Record<string, unknown>];
    expect(values).toMatchObject({ email: "bench-abc-5@exemple.fr", siteWeb: "" });
    expect(contactSchema.safeParse(values).success).toBe(true);
    expect(options.idempotencyKey).toMatch(/^[\x21-\x7e]{8,200}$/);
    expect(formCheckOf(options)).toEqual({});
  });

  it("hand the action the proof in its options, where the action reads it", () => {
    const call = contactActionRequest(5, "abc", "60a5", "http://127.0.0.1:3000", "cHJldXZl+/=");
    const [, options] = JSON.parse(call.body) as [unknown, Record<string, unknown>];
    expect(formCheckOf(options)).toEqual({ proof: "cHJldXZl+/=" });
  });
});
