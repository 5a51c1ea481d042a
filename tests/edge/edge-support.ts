/**
 * What the edge tests know about the two servers playwright.edge.config.ts starts: which process
 * owns a listening port (read from /proc, which a server cannot fake), and the Node origin's store.
 */
import { spawn, spawnSync } from "node:child_process";
import { readdirSync, readFileSync, readlinkSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { clientAddressRule } from "../../lib/server/http/limits.ts";
import { OFFLINE_ENV, WRANGLER_CLI } from "../../scripts/edge/wrangler-env.ts";
import { freePort } from "../../scripts/free-port.ts";
import { waitForHealth } from "../e2e/next-server.ts";

/** The Worker's IndexNow key (playwright.edge.config.ts sets it): its middleware answers /{key}.txt (issue 56). */
export const EDGE_INDEXNOW_KEY = "7c2e9f4a-edge-indexnow-key";

const LISTEN = "0A";

/**
 * The /proc table and the local addresses (as /proc writes them) a server at `url` listens on: its
 * loopback address, or every address of its family. Another process may listen on the same port
 * number in the other family (the origin is on [::1], and a port free there may be taken on
 * 127.0.0.1 by workerd's own sockets): that one does not serve the address.
 */
function socketsOf(url: string): { table: string; addresses: string[] } {
  const { hostname } = new URL(url);
  return hostname === "[::1]"
    ? { table: "/proc/net/tcp6", addresses: ["00000000000000000000000001000000", "00000000000000000000000000000000"] }
    : { table: "/proc/net/tcp", addresses: ["0100007F", "00000000"] };
}

/** The socket inodes listening at `url`'s address and port, from /proc/net/tcp or tcp6. */
function listeningInodes(url: string): Set<string> {
  const port = Number(new URL(url).port);
  const { table, addresses } = socketsOf(url);
  const inodes = new Set<string>();
  let text = "";
  try {
    text = readFileSync(table, "utf8");
  } catch {
    return inodes;
  }
  for (const line of text.trim().split("\n").slice(1)) {
    const fields = line.trim().split(/\s+/);
    const [address = "", hexPort = ""] = (fields[1] ?? "").split(":");
    if (Number.parseInt(hexPort, 16) === port && addresses.includes(address) && fields[3] === LISTEN && fields[9])
      inodes.add(fields[9]);
  }
  return inodes;
}

/** The executable of every process holding a socket listening at `url` (its loopback address and port). */
export function listenerExecutables(url: string): string[] {
  const inodes = listeningInodes(url);
  const executables = new Set<string>();
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    let fds: string[] = [];
    try {
      fds = readdirSync(join("/proc", pid, "fd"));
    } catch {
      continue;
    }
    for (const fd of fds) {
      let target = "";
      try {
        target = readlinkSync(join("/proc", pid, "fd", fd));
      } catch {
        continue;
      }
      const inode = /^socket:\[(\d+)\]$/.exec(target)?.[1];
      if (inode && inodes.has(inode)) {
        try {
          executables.add(readlinkSync(join("/proc", pid, "exe")));
        } catch {
          /* the process ended meanwhile */
        }
      }
    }
  }
  return [...executables];
}

/** Whether the Node origin's store counted a submission from `address` (its limit key is a hash). */
export function addressCounted(address: string, dataDir = process.env.E2E_DATA_DIR): boolean {
  if (!dataDir) throw new Error("playwright.edge.config.ts gives the Node origin its DATA_DIR");
  const db = new DatabaseSync(join(dataDir, "site.db"), { readOnly: true });
  try {
    const { key } = clientAddressRule(address, { max: 1, windowMs: 1 });
    const row = db.prepare("SELECT COUNT(*) AS n FROM limit_events WHERE key = ?").get(key) as { n: number };
    return row.n > 0;
  } finally {
    db.close();
  }
}

/** How many cookie-banner choices the Node origin's store counted, all days and versions. */
export function consentChoicesCounted(dataDir = process.env.E2E_DATA_DIR): number {
  if (!dataDir) throw new Error("playwright.edge.config.ts gives the Node origin its DATA_DIR");
  const db = new DatabaseSync(join(dataDir, "site.db"), { readOnly: true });
  try {
    const row = db.prepare("SELECT COALESCE(SUM(count), 0) AS n FROM consent_counts").get() as { n: number };
    return Number(row.n);
  } catch {
    return 0; // no count yet: the table comes with the origin's first start
  } finally {
    db.close();
  }
}

/**
 * A second Worker of the same build, as another location of the Worker would be: the same local R2
 * bucket and D1 database as the first (.wrangler/state), and a Node origin at `origin` (a closed
 * port: out of reach).
 * Ready once it answers /health; `stop` ends it and its workerd.
 */
export async function secondWorker(origin: string, within: number): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  const child = spawn(process.execPath, ["scripts/edge/preview.ts"], {
    stdio: "ignore",
    detached: true,
    env: {
      ...process.env,
      HOST: "127.0.0.1",
      PORT: String(port),
      SUPABASE_URL: origin,
      EDGE_PREVIEW_POPULATE: "0",
    },
  });
  const stop = () => {
    try {
      if (child.pid) process.kill(-child.pid, "SIGTERM");
    } catch {
      /* already gone */
    }
  };
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, child, within);
  } catch (error) {
    stop();
    throw new Error(`the second Worker did not start: ${(error as Error).message}`);
  }
  return { url, stop };
}

/** The tags of OpenNext's D1 tag cache in the Workers' local database, as wrangler reads them. */
export function tagCacheTags(): string[] {
  const result = spawnSync(
    process.execPath,
    [
      WRANGLER_CLI,
      "d1",
      "execute",
      "NEXT_TAG_CACHE_D1",
      "--local",
      "--json",
      "--command",
      "SELECT tag FROM revalidations",
    ],
    { encoding: "utf8", env: { ...process.env, ...OFFLINE_ENV } },
  );
  if (result.status !== 0) throw new Error(`wrangler d1 execute failed: ${result.stderr}`);
  const [answer] = JSON.parse(result.stdout) as { results: { tag: string }[] }[];
  return (answer?.results ?? []).map((row) => row.tag);
}
