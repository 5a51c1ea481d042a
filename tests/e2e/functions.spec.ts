import { randomUUID } from "node:crypto";
import { createClient, FunctionsHttpError } from "@supabase/supabase-js";
import { DEFAULT_FUNCTIONS_KEY, siteUrl } from "../../lib/config/env.ts";
import { FIELD_MESSAGES, SERVER_ERRORS } from "../../lib/forms/messages.ts";
import { baseSecurityHeaders } from "../../lib/security/headers.ts";
import { expect, test } from "../browser-test.ts";
import { CONTACT_BODY } from "../fixtures/function-bodies.ts";
import { siteClient } from "../support/solved-proof.ts";

/*
 * The functions on the real `next start` (app/functions/[...path]/route.ts), called as any
 * Supabase Edge Function is: supabase-js `functions.invoke` from another process, over HTTP.
 */

const baseURL = process.env.E2E_BASE_URL ?? "http://127.0.0.1:4399";
/** Each call with a proof of work solved as the browser would (tests/support/solved-proof.ts). */
const supabase = () => siteClient(baseURL);

/** A fresh address per run: the same form from the same e-mail is refused for 60 s. */
const contact = () => ({ ...CONTACT_BODY, email: `eloise+${randomUUID().slice(0, 8)}@atelier-lumiere.fr` });

async function errorBody(error: unknown) {
  expect(error).toBeInstanceOf(FunctionsHttpError);
  const response = (error as FunctionsHttpError).context as Response;
  return { status: response.status, body: await response.json(), retryAfter: response.headers.get("retry-after") };
}

test.describe("POST /functions/v1/submit-contact on next start", () => {
  test("stores a contact request and answers its submissionId; the same e-mail again is refused", async () => {
    const body = contact();
    const { data, error } = await supabase().functions.invoke("submit-contact", { body });
    expect(error).toBeNull();
    expect(data).toEqual({ submissionId: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-/) });

    const again = await supabase().functions.invoke("submit-contact", { body });
    expect(await errorBody(again.error)).toEqual({
      status: 429,
      body: { error: "Trop de tentatives. Veuillez attendre avant de réessayer." },
      retryAfter: "60",
    });
  });

  test("answers invalid input with 400 and a French message per field", async () => {
    const { error } = await supabase().functions.invoke("submit-contact", {
      body: { ...contact(), firstName: "J3an", email: "pas-une-adresse" },
    });
    expect(await errorBody(error)).toMatchObject({
      status: 400,
      body: {
        error: SERVER_ERRORS.invalid,
        fields: { firstName: FIELD_MESSAGES.firstNameInvalid, email: FIELD_MESSAGES.emailInvalid },
      },
    });
  });

  test("answers 401 to another key, 404 to an unknown function, 405 with Allow to GET", async ({ request }) => {
    const other = createClient(baseURL, "autre-cle", { auth: { persistSession: false } });
    const unauthorized = await other.functions.invoke("submit-contact", { body: contact() });
    expect(await errorBody(unauthorized.error)).toMatchObject({
      status: 401,
      body: { error: SERVER_ERRORS.unauthorized },
    });
    const unknown = await supabase().functions.invoke("delete-everything", { body: {} });
    expect(await errorBody(unknown.error)).toMatchObject({ status: 404, body: { error: SERVER_ERRORS.notFound } });

    const get = await request.get("/functions/v1/submit-contact");
    expect(get.status()).toBe(405);
    expect(get.headers().allow).toBe("POST, OPTIONS");
    expect(await get.json()).toEqual({ error: SERVER_ERRORS.methodNotAllowed });
  });

  test("answers a path no function has in French JSON too", async ({ request }) => {
    // Malformed escapes too (`%zz`): Next cannot decode them, the middleware answers.
    for (const path of [
      "/functions/v1/submit-contact/extra",
      "/functions/v1/",
      "/functions/v2/submit-contact",
      "/functions/v1/%zz",
      "/functions/v1/submit-contact%E9",
      "/functions/v1/caf%C3%A9",
    ]) {
      const res = await request.post(`${baseURL}${path}`, { data: {} });
      expect(res.status(), path).toBe(404);
      expect(res.headers()["content-type"], path).toContain("application/json");
      expect(await res.json(), path).toEqual({ error: SERVER_ERRORS.notFound });
    }
  });

  test("answers the CORS preflight of its own origin and refuses a foreign one", async ({ request }) => {
    const preflight = await request.fetch("/functions/v1/submit-contact", {
      method: "OPTIONS",
      headers: {
        origin: baseURL,
        "access-control-request-method": "POST",
        "access-control-request-headers": "authorization, apikey, content-type, x-client-info, x-region",
      },
    });
    expect(preflight.status()).toBe(204);
    expect(preflight.headers()["access-control-allow-origin"]).toBe(baseURL);
    expect(preflight.headers()["access-control-allow-headers"]).toContain("x-region");
    const foreign = await request.post("/functions/v1/submit-contact", {
      headers: { origin: "https://evil.example", apikey: DEFAULT_FUNCTIONS_KEY },
      data: contact(),
    });
    expect(foreign.status()).toBe(403);
    expect(await foreign.json()).toEqual({ error: SERVER_ERRORS.originNotAllowed });
  });

  test("GET /health answers ok once the store answers", async ({ request }) => {
    const res = await request.get("/health");
    expect(res.status()).toBe(200);
    expect(await res.json()).toEqual({ status: "ok" });
  });

  test("every answer of the functions and /health carries the security headers, as the pages do", async ({
    request,
  }) => {
    // /health, /functions/ and /mesure-audience are outside the middleware's matcher: their handlers set these.
    const answers = {
      "GET /health": await request.get("/health"),
      "OPTIONS preflight": await request.fetch("/functions/v1/submit-contact", {
        method: "OPTIONS",
        headers: { origin: baseURL, "access-control-request-method": "POST" },
      }),
      "POST invalid": await request.post("/functions/v1/submit-contact", {
        headers: { apikey: DEFAULT_FUNCTIONS_KEY },
        data: {},
      }),
      "GET 405": await request.get("/functions/v1/submit-contact"),
      "POST unknown function": await request.post("/functions/v1/delete-everything", { data: {} }),
      "POST deeper path (no function)": await request.post("/functions/v1/submit-contact/extra", { data: {} }),
      "POST malformed path (middleware)": await request.post("/functions/v1/%zz", { data: {} }),
      "POST escaped path (no function)": await request.post("/functions/v1/caf%C3%A9", { data: {} }),
      "POST /mesure-audience from another site": await request.post("/mesure-audience", {
        headers: { origin: "https://ailleurs.fr", "content-type": "text/plain" },
        data: "{}",
      }),
      "GET /mesure-audience 405": await request.get("/mesure-audience"),
      "GET /faq (alias redirect, middleware)": await request.get("/faq", { maxRedirects: 0 }),
      "GET / (page)": await request.get("/"),
    };
    for (const [what, response] of Object.entries(answers)) {
      const headers = response.headers();
      for (const [name, value] of Object.entries(baseSecurityHeaders(siteUrl()))) {
        expect(headers[name.toLowerCase()], `${what}: ${name}`).toBe(value);
      }
      const policy = headers["content-security-policy"] ?? "";
      expect(policy, what).toContain("default-src 'self'");
      expect(policy, what).toContain("frame-ancestors 'none'");
      expect(policy, what).not.toContain("'unsafe-inline'");
      if (what !== "GET / (page)") expect(policy, what).toMatch(/script-src 'self';/);
      expect(headers["x-powered-by"], what).toBeUndefined();
    }
  });
});
