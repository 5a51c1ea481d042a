import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { SITE_SETTINGS_TTL_MS, type SiteMaintenance } from "../config/site-maintenance.ts";
import {
  forgetMaintenanceReadings,
  maintenanceResponse,
  maintenanceScreenHtml,
  siteMaintenance,
} from "./maintenance-answer.ts";

const PAGE =
  '<html><body><template><span data-maintenance-message="true"></span><span data-maintenance-end="true" hidden="">x</span></template>' +
  '<p class="m" data-maintenance-message="true">Notre site est en maintenance.</p>' +
  '<p class="e" data-maintenance-end="true" hidden="">Retour prévu le: <time></time></p></body></html>';

const ON: SiteMaintenance = {
  on: true,
  message: "Mise à jour <b>importante</b>.",
  endsAt: Date.UTC(2026, 11, 15, 13, 30),
};

describe("the maintenance screen of a 503", () => {
  it("carries the team's message (as text) and the French date of the return", () => {
    const html = maintenanceScreenHtml(PAGE, ON);
    expect(html).toContain(
      '<p class="m" data-maintenance-message="true">Mise à jour &lt;b&gt;importante&lt;/b&gt;.</p>',
    );
    expect(html).toContain(
      '<p class="e" data-maintenance-end="true">Retour prévu le: <time datetime="2026-12-15T13:30:00.000Z">mardi 15 décembre 2026 à 14:30</time></p>',
    );
    // The banner's template is left alone.
    expect(html).toContain('<template><span data-maintenance-message="true"></span>');
  });

  it("keeps the return hidden when none is set", () => {
    const html = maintenanceScreenHtml(PAGE, { ...ON, endsAt: null });
    expect(html).toContain('data-maintenance-end="true" hidden="">Retour prévu le: <time></time>');
  });
});

describe("the switch as the middleware reads it", () => {
  let server: Server;
  let origin: string;
  let setting: SiteMaintenance;
  let reads: number;

  beforeEach(async () => {
    forgetMaintenanceReadings();
    reads = 0;
    setting = { on: false, message: "", endsAt: null };
    server = createServer((request, response) => {
      if (request.url === "/site-settings") {
        reads++;
        response.writeHead(200, { "content-type": "application/json" });
        response.end(JSON.stringify({ maintenance: setting }));
      } else if (request.url === "/maintenance") {
        response.writeHead(200, { "content-type": "text/html" });
        response.end(PAGE);
      } else response.writeHead(404).end();
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterEach(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("is read once per SITE_SETTINGS_TTL_MS, requests coming together sharing one read", async () => {
    const t = 1_000_000;
    const answers = await Promise.all([
      siteMaintenance(origin, t),
      siteMaintenance(origin, t),
      siteMaintenance(origin, t),
    ]);
    expect(answers.every((answer) => answer.on === false)).toBe(true);
    expect(reads).toBe(1);
    setting = ON;
    expect((await siteMaintenance(origin, t + SITE_SETTINGS_TTL_MS - 1)).on).toBe(false);
    expect(reads).toBe(1);
    expect(await siteMaintenance(origin, t + SITE_SETTINGS_TTL_MS)).toEqual(ON);
    expect(reads).toBe(2);
  });

  it("keeps the last known setting when the origin is out of reach", async () => {
    setting = ON;
    expect((await siteMaintenance(origin, 0)).on).toBe(true);
    await new Promise<void>((resolve) => server.close(() => resolve()));
    server = createServer();
    expect((await siteMaintenance(origin, SITE_SETTINGS_TTL_MS * 2)).on).toBe(true);
  });

  it("answers 503, never stored, Retry-After at the return, with the page's own headers", async () => {
    const answer = await maintenanceResponse(origin, ON, { "Content-Security-Policy": "script-src 'self'" });
    expect(answer.status).toBe(503);
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.headers.get("retry-after")).toBe("Tue, 15 Dec 2026 13:30:00 GMT");
    expect(answer.headers.get("content-security-policy")).toBe("script-src 'self'");
    expect(await answer.text()).toContain("Mise à jour &lt;b&gt;importante&lt;/b&gt;.");
  });
});
