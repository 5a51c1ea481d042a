import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { freePort } from "../../free-port.ts";
import { type BrevoRequest, startBrevoStandIn } from "../../stand-ins/delivery.ts";
import { checkBrevoApi } from "./brevo-api.ts";

const KEY = "xkeysib-good";
const timeoutMs = 5000;

/** Brevo as the doctor sees it: the key's account, and lists 3 and 7. */
function reply(request: BrevoRequest) {
  if (request.apiKey !== KEY) return { status: 401, body: { code: "unauthorized", message: "Key not found" } };
  if (request.path === "/v3/account") return { status: 200, body: { email: "admin@exemple.fr" } };
  if (/^\/v3\/contacts\/lists\/(3|7)$/.test(request.path)) return { status: 200, body: { id: 3 } };
  return { status: 404, body: { code: "document_not_found" } };
}

describe("doctor: the Brevo API", () => {
  let brevo: Awaited<ReturnType<typeof startBrevoStandIn>>;
  const settings = (apiKey: string, newsletterListId = 3, automationListId = 7) => ({
    apiKey,
    apiUrl: brevo.url,
    newsletterListId,
    automationListId,
  });
  beforeEach(async () => {
    brevo = await startBrevoStandIn(reply);
  });
  afterEach(() => brevo.close());

  it("passes an accepted key and existing lists, with reads only", async () => {
    expect(await checkBrevoApi(settings(KEY), { timeoutMs })).toEqual({
      check: "Brevo API",
      status: "ok",
      detail: "key accepted, list(s) 3 and 7 found, nothing written",
      fix: "",
    });
    expect(brevo.requests.map((r) => r.path)).toEqual(["/v3/account", "/v3/contacts/lists/3", "/v3/contacts/lists/7"]);
    expect(brevo.requests.every((r) => r.apiKey === KEY)).toBe(true);
  });

  it("fails a refused key: check the key", async () => {
    expect(await checkBrevoApi(settings("xkeysib-revoked"), { timeoutMs })).toMatchObject({
      status: "fail",
      detail: "key refused (HTTP 401)",
      fix: expect.stringMatching(/^check the key/),
    });
  });

  it("fails a list id that does not exist", async () => {
    expect(await checkBrevoApi(settings(KEY, 3, 99), { timeoutMs })).toMatchObject({
      status: "fail",
      detail: "key accepted; no such list: BREVO_AUTOMATION_LIST_ID 99 (HTTP 404)",
    });
  });
});

describe("doctor: Brevo out of reach", () => {
  it("fails a refused connection", async () => {
    const apiUrl = `http://127.0.0.1:${await freePort()}/v3`;
    const result = await checkBrevoApi(
      { apiKey: KEY, apiUrl, newsletterListId: 3, automationListId: 7 },
      { timeoutMs },
    );
    expect(result).toMatchObject({
      status: "fail",
      detail: expect.stringContaining("unreachable: connect ECONNREFUSED"),
    });
  });

  it("fails without a key, trying nothing", async () => {
    const result = await checkBrevoApi(
      { apiKey: undefined, apiUrl: "http://127.0.0.1:9/v3", newsletterListId: undefined, automationListId: undefined },
      { timeoutMs },
    );
    expect(result).toMatchObject({ status: "fail", detail: "not tried: BREVO_API_KEY is unset" });
  });
});
