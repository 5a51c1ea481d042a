/**
 * What the bots of one run left in a server's store (scripts/bench/bots.ts), read with a connection
 * of its own once the server has stopped: the leads (`submissions`, with how each proved a person
 * sent it), their outbox jobs, the « Indésirables » (`unwanted_submissions`) and the newsletter
 * subscriptions. A table or column a store from before issue 55 lacks reads as empty (the baseline).
 */
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import pg from "pg";
import type { BotRows } from "./bots.ts";

export interface BotStoreLocation {
  dataDir: string;
  databaseUrl: string | undefined;
}

const MISSING = /no such table|no such column|does not exist/;

async function rows<T>(store: BotStoreLocation, sql: string, like: string): Promise<T[]> {
  if (store.databaseUrl) {
    const client = new pg.Client({ connectionString: store.databaseUrl, connectionTimeoutMillis: 3000 });
    try {
      await client.connect();
      return (await client.query(sql.replace("?", "$1"), [like])).rows as T[];
    } catch (error) {
      if (MISSING.test((error as Error).message)) return [];
      throw error;
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  const db = new DatabaseSync(join(store.dataDir, "site.db"), { readOnly: true });
  try {
    return db.prepare(sql).all(like) as T[];
  } catch (error) {
    if (MISSING.test((error as Error).message)) return [];
    throw error;
  } finally {
    db.close();
  }
}

/** Every row of the bots whose e-mails start with `bot-<runId>-`. */
export async function readBotRows(store: BotStoreLocation, runId: string): Promise<BotRows> {
  if (!/^[0-9a-z]+$/.test(runId)) throw new Error(`run id ${runId} is not plain: it would be a LIKE pattern`);
  const like = `bot-${runId}-%`;
  const submissions = await rows<{ email: string; proof?: string | null }>(
    store,
    "SELECT * FROM submissions WHERE email LIKE ?",
    like,
  );
  return {
    submissions: submissions.map((row) => ({ email: row.email, proof: row.proof ?? null })),
    jobs: await rows(
      store,
      "SELECT s.email AS email, o.channel AS channel FROM outbox o JOIN submissions s ON s.id = o.submission_id WHERE s.email LIKE ?",
      like,
    ),
    unwanted: await rows(store, "SELECT email, reason FROM unwanted_submissions WHERE email LIKE ?", like),
    subscriptions: await rows(store, "SELECT email, state FROM newsletter_subscriptions WHERE email LIKE ?", like),
  };
}
