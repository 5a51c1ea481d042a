/**
 * « Relancer »: a server whose Brevo is a loopback stand-in answering 500, then 201. The
 * failed delivery shows its reason; « Relancer » makes it due now and the worker delivers it once.
 */

import { mkdtempSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DESK_MESSAGES } from "../../lib/server/staff/desk-labels.ts";
import { startSmtpStandIn } from "../../scripts/stand-ins/delivery.ts";
import { budget } from "../browser-args.ts";
import { AUTOMATION_BODY } from "../fixtures/function-bodies.ts";
import { siteClient } from "../support/solved-proof.ts";
import { expect, newMember, operatorCli, signIn, test } from "./admin-support.ts";
import { type NextServer, startNextServer } from "./next-server.ts";

/** Brevo's contacts API on loopback: records each call and answers the statuses queued, then 201. */
function brevoStandIn(statuses: number[]): Promise<{ server: Server; url: string; calls: string[] }> {
  const calls: string[] = [];
  const server = createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      calls.push(`${request.method} ${request.url}`);
      const status = statuses.shift() ?? 201;
      response.writeHead(status, { "content-type": "application/json" });
      response.end(
        status >= 400 ? JSON.stringify({ code: "internal_error", message: "x" }) : JSON.stringify({ id: 1 }),
      );
    });
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v3`, calls }),
    ),
  );
}

let site: NextServer;
let brevo: Awaited<ReturnType<typeof brevoStandIn>>;
// The lead's announcement by e-mail leaves too: with nowhere to go, it would wait in the list.
let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
const dataDir = mkdtempSync(join(tmpdir(), "site-admin-brevo-"));

test.beforeAll(async () => {
  brevo = await brevoStandIn([500]);
  smtp = await startSmtpStandIn();
  site = await startNextServer({
    SMTP_URL: smtp.url,
    SALES_EMAIL: "commerciaux@exemple.fr",
    DATA_DIR: dataDir,
    BREVO_API_KEY: "cle-de-test-brevo",
    BREVO_API_URL: brevo.url,
    BREVO_AUTOMATION_LIST_ID: "7",
    // One attempt: the 500 is a failure at once (not retried on its own).
    OUTBOX_MAX_ATTEMPTS: "1",
    OUTBOX_POLL_MS: "200",
  });
});

test.afterAll(async () => {
  await site?.stop();
  await smtp?.close();
  await new Promise<void>((resolve) => (brevo ? brevo.server.close(() => resolve()) : resolve()));
});

test("a failed delivery shows its reason, and « Relancer » delivers it once", async ({ page }) => {
  const supabase = siteClient(site.url);
  const { error } = await supabase.functions.invoke("brevo-automation-contact", { body: AUTOMATION_BODY });
  expect(error).toBeNull();
  await expect.poll(() => brevo.calls.length).toBe(1);

  const member = newMember(dataDir);
  await signIn(page, member, `${site.url}/admin/envois`);
  const job = page.locator("[data-job]").filter({ hasText: "Brevo (automatisation)" });
  await expect(job).toHaveCount(1);
  await expect(job).toContainText("Brevo (automatisation) · Automatisation");
  await expect(job).toContainText("Échec : Brevo a répondu 500 (internal_error)");
  await expect(job).toContainText("1 tentative");

  await job.getByRole("button", { name: /^Relancer/ }).click();
  await expect(page.getByRole("status")).toHaveText(DESK_MESSAGES.relancee);
  await expect.poll(() => brevo.calls.length).toBe(2);
  expect(brevo.calls).toEqual(["POST /v3/contacts", "POST /v3/contacts"]);
  await expect(async () => {
    await page.reload();
    await expect(page.getByText("Aucun envoi en attente ni en échec : tout est parti.")).toBeVisible();
    // A bound that only catches a hang: the outbox marks the job done right after Brevo's answer.
  }).toPass({ timeout: budget(30_000) });
  // Delivered once: the job is done, nothing waits or failed, and Brevo had two calls in all.
  expect(operatorCli("leads", ["outbox"], { dataDir })).toMatch(/^Pending: 0\s+Failed: 0/);
  expect(brevo.calls).toHaveLength(2);
  expect(operatorCli("staff", ["audit"], { dataDir })).toContain("relance d'un envoi");
});
