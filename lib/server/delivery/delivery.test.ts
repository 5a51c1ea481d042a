import { describe, expect, it } from "vitest";
import type { TestDatabase } from "../../../tests/support/databases.ts";
import { freshDatabaseEachTest } from "../../../tests/support/fresh-database-each-test.ts";
import { loadConfig } from "../config.ts";
import { createLogger } from "../logger.ts";
import { externalLinkFailures } from "../seo/links-check-store.ts";
import { openStore } from "../site-store/index.ts";
import type { Db } from "../store/db.ts";
import { createDelivery } from "./index.ts";

const silent = createLogger("silent");
const INDEXNOW_KEY = "cle-indexnow-2026";

describe("the server's deliveries beside the outbox", () => {
  let database: TestDatabase;
  let db: Db;
  freshDatabaseEachTest("sqlite", (opened) => {
    ({ database, db } = opened);
  });

  /** createDelivery as the server calls it, with `env`; answers what it made and the addresses asked. */
  async function deliveryWith(env: Record<string, string>, options: { externalLinks?: boolean; db?: boolean } = {}) {
    const config = loadConfig({ DATA_DIR: database.dataDir, SITE_URL: "https://www.exemple.fr", ...env });
    const store = await openStore(config);
    let asked = 0;
    const delivery = createDelivery({
      config,
      store,
      logger: silent,
      ...(options.db === false ? {} : { db: async () => db }),
      ...(options.externalLinks === false
        ? {}
        : {
            externalLinks: async () => {
              asked++;
              return ["http://127.0.0.1:9/page-disparue"];
            },
          }),
    });
    return {
      delivery,
      asked: () => asked,
      async close() {
        await delivery.stop();
        await store.close();
      },
    };
  }

  it("checks the pages' links to other sites daily on a production server, never a private address", async () => {
    const server = await deliveryWith({ NODE_ENV: "production" });
    expect(server.delivery.linksCheck).toBeDefined();
    expect(await server.delivery.linksCheck?.runOnce()).toBe(1);
    expect(server.asked()).toBe(1);
    const failures = await externalLinkFailures(db);
    expect([...failures.keys()]).toEqual(["http://127.0.0.1:9/page-disparue"]);
    expect(failures.get("http://127.0.0.1:9/page-disparue")).toMatchObject({ status: null, error: "address-refused" });
    // Done for the day: a second run checks nothing.
    expect(await server.delivery.linksCheck?.runOnce()).toBe(0);
    await server.close();
  });

  it("leaves the links check out with EXTERNAL_LINKS_CHECK=off, outside production, or without the pages' addresses", async () => {
    for (const [env, options] of [
      [{ NODE_ENV: "production", EXTERNAL_LINKS_CHECK: "off" }, {}],
      [{ NODE_ENV: "development" }, {}],
      [{ NODE_ENV: "production" }, { externalLinks: false }],
      [{ NODE_ENV: "production" }, { db: false }],
    ] as const) {
      const server = await deliveryWith(env, options);
      expect(server.delivery.linksCheck, JSON.stringify([env, options])).toBeUndefined();
      await server.close();
    }
  });

  it("submits to IndexNow from a production server with a key only", async () => {
    const withKey = await deliveryWith({ NODE_ENV: "production", INDEXNOW_KEY });
    expect(withKey.delivery.indexNow).toBeDefined();
    await withKey.close();
    for (const env of [{ NODE_ENV: "production" }, { NODE_ENV: "development", INDEXNOW_KEY }]) {
      const server = await deliveryWith(env);
      expect(server.delivery.indexNow, JSON.stringify(env)).toBeUndefined();
      await server.close();
    }
  });
});
