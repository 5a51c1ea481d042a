import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { freePort } from "../../free-port.ts";
import { startSmtpStandIn } from "../../stand-ins/delivery.ts";
import { checkSmtp } from "./smtp.ts";

const timeoutMs = 5000;

describe("doctor: the SMTP server", () => {
  let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
  beforeEach(async () => {
    smtp = await startSmtpStandIn(undefined, { auth: { user: "site", pass: "smtp-s3cret" } });
  });
  afterEach(() => smtp.close());

  it("passes a server that takes the login, and sends nothing", async () => {
    const result = await checkSmtp(`smtp://site:smtp-s3cret@127.0.0.1:${smtp.port}`, { timeoutMs });
    expect(result).toEqual({
      check: "SMTP server",
      status: "ok",
      detail: `smtp://127.0.0.1:${smtp.port}: connected, logged in, nothing sent`,
      fix: "",
    });
    expect(smtp.mails).toEqual([]);
  });

  it("fails a wrong password, without printing it", async () => {
    const result = await checkSmtp(`smtp://site:wrong-pass@127.0.0.1:${smtp.port}`, { timeoutMs });
    expect(result).toMatchObject({
      status: "fail",
      detail: `smtp://127.0.0.1:${smtp.port}: login refused (535)`,
      fix: expect.stringContaining("user and password"),
    });
    expect(JSON.stringify(result)).not.toContain("wrong-pass");
  });
});

describe("doctor: an SMTP server out of reach", () => {
  it("fails a refused connection", async () => {
    const port = await freePort();
    const result = await checkSmtp(`smtp://127.0.0.1:${port}`, { timeoutMs });
    expect(result).toMatchObject({ status: "fail", detail: expect.stringContaining("ECONNREFUSED") });
  });

  it("fails when SMTP_URL is unset", async () => {
    expect(await checkSmtp(undefined, { timeoutMs })).toMatchObject({ status: "fail" });
  });
});
