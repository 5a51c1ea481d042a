/**
 * The server actions of the build being served, by id. A page opened before a deployment posts
 * its forms to the ids of the build it came from; Next answers an id it does not know with its own
 * 409, in English, as plain text. The build (scripts/build-pages.ts) reads the ids of its first
 * `next build` and hands them to the second through next.config's `env`, which writes them into
 * the middleware's bundle, as it does the CSP hashes: the middleware can then tell such a form.
 */

/** The build variable carrying the ids (a JSON array) into next.config's `env`. */
export const SERVER_ACTION_IDS_VARIABLE = "SERVER_ACTION_IDS";

/** The ids from their JSON: none (nothing is checked) when absent or malformed. */
export function parseActionIds(json: string | undefined): ReadonlySet<string> {
  try {
    const value: unknown = JSON.parse(json ?? "[]");
    return new Set(Array.isArray(value) ? value.filter((id): id is string => typeof id === "string") : []);
  } catch {
    return new Set();
  }
}

let bundled: ReadonlySet<string> | undefined;

/** This build's action ids, parsed once from the middleware's bundle (empty in the build's first pass). */
export function bundledActionIds(): ReadonlySet<string> {
  // Written out in full: Next replaces exactly `process.env.SERVER_ACTION_IDS` with the build's value.
  bundled ??= parseActionIds(process.env.SERVER_ACTION_IDS);
  return bundled;
}

/**
 * The action a form posted without JavaScript names: a bound form (useActionState) sends
 * `$ACTION_REF_<n>` and its reference as JSON in `$ACTION_<n>:0`; a plain one `$ACTION_ID_<id>`.
 */
export function postedActionId(form: FormData): string | undefined {
  for (const name of form.keys()) {
    if (name.startsWith("$ACTION_ID_")) return name.slice("$ACTION_ID_".length);
    if (name.startsWith("$ACTION_REF_")) {
      try {
        const reference = JSON.parse(String(form.get(`$ACTION_${name.slice("$ACTION_REF_".length)}:0`) ?? ""));
        return typeof reference?.id === "string" ? reference.id : undefined;
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

/** A form posted to an action this build does not have (the page came from an earlier build). */
export function isStaleAction(id: string | undefined, known: ReadonlySet<string>): boolean {
  return id !== undefined && known.size > 0 && !known.has(id);
}

/**
 * A server action called from a hydrated page: a POST with Next's `Next-Action` header, answered with
 * data. A POST without it is an HTML form posted as a document (without JavaScript, or before it
 * ran), which Next answers with the page rendered for that request.
 */
export function calledFromPage(request: Request): boolean {
  return request.method === "POST" && request.headers.has("next-action");
}

/** An HTML form posted as a document (see calledFromPage). */
export function postedAsDocument(request: Request): boolean {
  return request.method === "POST" && !request.headers.has("next-action");
}
