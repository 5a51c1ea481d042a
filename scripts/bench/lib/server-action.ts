/**
 * A server action called as the browser calls it (next/dist/client/…/server-action-reducer.js):
 * a POST to the page the visitor is on, with the action's id in `Next-Action`, the router state in
 * `Next-Router-State-Tree`, `Accept: text/x-component`, and the arguments in React's reply encoding
 * (`encodeReply`: a JSON array for plain values) as `text/plain`. The answer is a React Flight
 * stream whose row 0 points at the action's return value.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** The contact form's action: what the dialogs and the enhanced contact page call (components/forms/send.ts). */
export const CONTACT_ACTION = { file: "lib/actions/contact.ts", exportedName: "submitContact" } as const;

interface ServerReferenceManifest {
  node?: Record<string, { filename?: string; exportedName?: string }>;
  edge?: Record<string, { filename?: string; exportedName?: string }>;
}

/** The id of the action `exportedName` of `file` in a build's server-reference-manifest.json, or undefined. */
export function findActionId(
  manifest: ServerReferenceManifest,
  action: { file: string; exportedName: string },
): string | undefined {
  const entries = [...Object.entries(manifest.node ?? {}), ...Object.entries(manifest.edge ?? {})];
  const norm = (path: string | undefined) => (path ?? "").replace(/\\/g, "/").replace(/^\.\//, "");
  return entries.find(([, ref]) => norm(ref.filename) === action.file && ref.exportedName === action.exportedName)?.[0];
}

/** Reads the action id from `<distDir>/server/server-reference-manifest.json`; throws, saying why, when absent. */
export function readActionId(distDir: string, action: { file: string; exportedName: string } = CONTACT_ACTION): string {
  const file = join(distDir, "server", "server-reference-manifest.json");
  if (!existsSync(file)) throw new Error(`No ${file}: build the Next.js app first (npm run build).`);
  const id = findActionId(JSON.parse(readFileSync(file, "utf8")) as ServerReferenceManifest, action);
  if (!id) throw new Error(`${action.file}#${action.exportedName} is not a server action of the build in ${distDir}`);
  return id;
}

/** Whether the browser's JavaScript of the build names this action id (the browser sends what its chunks hold). */
export function browserChunksHold(distDir: string, actionId: string): boolean {
  const chunks = join(distDir, "static", "chunks");
  if (!existsSync(chunks)) return false;
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : entry.name.endsWith(".js") ? [join(dir, entry.name)] : [],
    );
  return walk(chunks).some((file) => readFileSync(file, "utf8").includes(actionId));
}

/**
 * The `Next-Router-State-Tree` header the browser sends from a pre-rendered static page (as Chromium
 * sent it from /ressources/faq with Next 16: each segment `[name, {children}, null, null, 512]`, the
 * root flagged 528), URI-encoded JSON. Static segments only: a dynamic one would need its param.
 */
export function routerStateTree(route: string): string {
  const segments = route.split("/").filter(Boolean);
  let tree: unknown[] = ["__PAGE__", {}, null, null, 512];
  for (const segment of segments.reverse()) tree = [segment, { children: tree }, null, null, 512];
  const root = ["", { children: tree }, null, null, 528];
  return encodeURIComponent(JSON.stringify(root));
}

/**
 * React's reply encoding of plain JSON arguments (react-server-dom's encodeReply): a JSON array in
 * which a string that starts with `$` is escaped with a second `$`. Only plain values are handled.
 */
export function encodeReply(args: readonly unknown[]): string {
  return JSON.stringify(args, (_key, value: unknown) =>
    typeof value === "string" && value.startsWith("$") ? `$${value}` : value,
  );
}

/** The headers Chromium sent with the action (captured from the contact dialog), for `page` on `origin`. */
export function actionHeaders(actionId: string, origin: string, page: string): Record<string, string> {
  return {
    accept: "text/x-component",
    "accept-encoding": "gzip, deflate, br, zstd",
    "content-type": "text/plain;charset=UTF-8",
    "next-action": actionId,
    "next-router-state-tree": routerStateTree(page),
    origin,
    referer: `${origin}${page}`,
  };
}

/**
 * The action's return value in a Flight answer: row 0 is `{"a":"$@<row>",…}`, the row it names holds
 * the value as JSON (plain values only). Undefined when the answer is not such a stream.
 */
export function actionResult(flight: string): unknown {
  const rows = new Map<string, string>();
  for (const line of flight.split("\n")) {
    const match = /^([0-9a-f]+):(.*)$/.exec(line);
    if (match) rows.set(match[1]!, match[2]!);
  }
  try {
    const head = JSON.parse(rows.get("0") ?? "null") as { a?: unknown } | null;
    const ref = typeof head?.a === "string" ? /^\$@([0-9a-f]+)$/.exec(head.a)?.[1] : undefined;
    if (ref === undefined) return head?.a;
    const row = rows.get(ref);
    return row === undefined ? undefined : JSON.parse(row);
  } catch {
    return undefined;
  }
}

/** The submission id an action answer acknowledges (`{ ok: true, data: { submissionId } }`), else undefined. */
export function acknowledgedId(flight: string): string | undefined {
  const result = actionResult(flight) as { ok?: unknown; data?: { submissionId?: unknown } } | undefined;
  const id = result?.ok === true ? result.data?.submissionId : undefined;
  return typeof id === "string" ? id : undefined;
}
