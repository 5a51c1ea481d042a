import { FunctionsFetchError, FunctionsHttpError, FunctionsRelayError } from "@supabase/functions-js";
import { describe, expect, it } from "vitest";
import { invokeOutcome } from "./invoke-outcome.ts";
import { TOASTS } from "./messages.ts";

const FALLBACK = TOASTS.contactFailure.description;

function json(body: unknown, status: number): Response {
  return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
}

describe("invokeOutcome", () => {
  it("passes a successful answer through", async () => {
    expect(await invokeOutcome({ data: { submissionId: "s1" }, error: null }, FALLBACK)).toEqual({
      ok: true,
      data: { submissionId: "s1" },
    });
  });

  it("shows the error carried by a 2xx answer", async () => {
    const outcome = await invokeOutcome({ data: { error: "Adresse déjà inscrite." }, error: null }, FALLBACK);
    expect(outcome).toEqual({ ok: false, message: "Adresse déjà inscrite.", fields: {} });
  });

  it("falls back when the carried error is not a usable message", async () => {
    expect(await invokeOutcome({ data: { error: { code: 42 } }, error: null }, FALLBACK)).toMatchObject({
      ok: false,
      message: FALLBACK,
    });
    expect(await invokeOutcome({ data: { error: "  " }, error: null }, FALLBACK)).toMatchObject({ message: FALLBACK });
  });

  it("reads the French error and the field messages of a non-2xx JSON body", async () => {
    const error = new FunctionsHttpError(
      json({ error: "Les données soumises ne sont pas valides.", fields: { email: "Email invalide", x: 3 } }, 400),
    );
    expect(await invokeOutcome({ data: null, error }, FALLBACK)).toEqual({
      ok: false,
      message: "Les données soumises ne sont pas valides.",
      fields: { email: "Email invalide" },
    });
  });

  it("uses the default message for a non-2xx answer without a usable body", async () => {
    const empty = new FunctionsHttpError(new Response("", { status: 500 }));
    const html = new FunctionsHttpError(new Response("<h1>Bad Gateway</h1>", { status: 502 }));
    const noError = new FunctionsHttpError(json({ status: "down" }, 503));
    const markup = new FunctionsHttpError(json({ error: "<b>x</b>" }, 500));
    for (const error of [empty, html, noError, markup]) {
      expect(await invokeOutcome({ data: null, error }, FALLBACK)).toEqual({
        ok: false,
        message: FALLBACK,
        fields: {},
      });
    }
  });

  it("never shows the library's English messages for fetch, relay or unknown failures", async () => {
    const failures = [
      new FunctionsFetchError(new TypeError("Failed to fetch")),
      new FunctionsRelayError(json({ error: "Relay Error" }, 502)),
      new Error("boom"),
    ];
    for (const error of failures) {
      const outcome = await invokeOutcome({ data: null, error }, FALLBACK);
      expect(outcome).toEqual({ ok: false, message: FALLBACK, fields: {} });
    }
  });
});
