/**
 * The SEO desk's redirects: what a redirect is, the rules a new or changed one
 * must pass (no loop, no chain, no target that answers 404 or 410, no live page taken over, https
 * off site), and their French messages. A source may also answer 410 Gone (a page removed on
 * purpose): such an entry has no target (`to` is "") and is a dead end no redirect may lead to.
 * Edge-safe (no Node module): the middleware parses the list the settings route sends with the
 * same rules of shape.
 */
import { isSitePath, SITE_PATH_MAX } from "./seo-overrides.ts";

/** The codes the desk offers: two permanent redirects, and 410 Gone (a page removed on purpose, no target). */
export const REDIRECT_STATUSES = [301, 308, 410] as const;
export type RedirectStatus = (typeof REDIRECT_STATUSES)[number];
/** The code of an address removed on purpose: answered 410 with the site's own page, never redirected. */
export const GONE_STATUS = 410 satisfies RedirectStatus;

/** Whether the entry answers 410 Gone (no target) rather than redirecting. */
export function isGone(redirect: Pick<Redirect, "status">): boolean {
  return redirect.status === GONE_STATUS;
}

/**
 * What the middleware serves: `from` (an encoded path) answered with `status` to `to` (a path of
 * this site or an https URL); with 410, `to` is "" and `from` answers the site's « page supprimée ».
 */
export interface Redirect {
  from: string;
  to: string;
  status: RedirectStatus;
}

/** A redirect with the team's note: what the form, an import and the store write. */
export type NotedRedirect = Redirect & { note: string };

/** A redirect as the desk lists it. */
export interface RedirectEntry extends Redirect {
  note: string;
  hits: number;
  lastHitAt: number | null;
  updatedAt: number;
}

export const REDIRECT_LIMITS = { note: 200, count: 10_000 } as const;

/** Paths the site's own machinery answers: never the source of a redirect. */
const RESERVED = ["/admin", "/_next", "/functions", "/health", "/site-settings", "/site-events", "/maintenance"];

export const REDIRECT_FIELD_LABELS = {
  from: "Ancienne adresse",
  to: "Nouvelle adresse",
  status: "Code",
  note: "Note",
} as const;
export type RedirectField = keyof typeof REDIRECT_FIELD_LABELS;

export const REDIRECT_MESSAGES = {
  fromShape: "Indiquez un chemin de ce site commençant par « / », sans « ? » ni « # » (par exemple /ancienne-page).",
  fromReserved: (path: string) => `L'adresse « ${path} » est réservée au fonctionnement du site.`,
  fromExists: (path: string, to: string) =>
    `L'adresse « ${path} » est déjà redirigée vers « ${to} » : modifiez cette redirection.`,
  fromGone: (path: string) =>
    `L'adresse «\u00a0${path}\u00a0» est déjà déclarée supprimée (410)\u00a0: modifiez cette entrée.`,
  fromLivePage: (path: string) =>
    `« ${path} » est une page en ligne : passez-la d'abord en noindex dans sa fiche SEO, puis cochez « Retirer la page ».`,
  fromRetire: (path: string) =>
    `« ${path} » est une page en ligne (en noindex) : cochez « Retirer la page » pour la remplacer par cette redirection.`,
  toShape: "Indiquez un chemin de ce site (/tarifs) ou une adresse complète commençant par https://.",
  toHttps: "Une adresse d'un autre site doit commencer par https:// (connexion chiffrée).",
  loopSelf: "Une adresse ne peut pas être redirigée vers elle-même.",
  loop: (to: string, from: string) => `Boucle : « ${to} » mène déjà à « ${from} ».`,
  chain: (to: string, final: string) =>
    `« ${to} » est déjà redirigée vers « ${final} » : redirigez directement vers « ${final} » (proposé ci-dessous).`,
  notFound: (to: string) => `La page « ${to} » n'existe pas (erreur 404) : choisissez une page du site.`,
  gone: (to: string) => `La page «\u00a0${to}\u00a0» a été supprimée (410)\u00a0: choisissez une autre page.`,
  goneTarget: "Une adresse supprimée (410) ne mène nulle part\u00a0: laissez «\u00a0Nouvelle adresse\u00a0» vide.",
  status: "Choisissez 301 (définitive), 308 (définitive, méthode conservée) ou 410 (supprimée définitivement).",
  noteTooLong: (length: number) => `Note : ${REDIRECT_LIMITS.note} caractères au plus (${length} saisis).`,
  tooMany: `Le site compte déjà ${REDIRECT_LIMITS.count.toLocaleString("fr-FR")} redirections, le maximum.`,
} as const;

/** What the rules need to know of the site: its origin, its live pages and those set to noindex. */
export interface SiteFacts {
  origin: string;
  /** A page of this build answers at `path` (200). */
  livePage(path: string): boolean;
  /** The page at `path` is kept out of search engines (its module or the SEO desk). */
  noindexed(path: string): boolean;
  /** Paths the code itself redirects (aliases, products), with their targets. */
  builtRedirects: Readonly<Record<string, string>>;
}

/** A path as the middleware sees it: percent-encoded, a trailing "/" dropped but for "/". Undefined when not a path of this site. */
export function normalisePath(raw: string): string | undefined {
  const text = raw.trim();
  if (!isSitePath(text)) return undefined;
  let path: string;
  try {
    path = new URL(text, "https://site.invalid").pathname;
  } catch {
    return undefined;
  }
  if (path.length > 1) path = path.replace(/\/+$/, "");
  return isSitePath(path) ? path : undefined;
}

/** A target as stored: a path of this site (query kept), or an https URL of another site. */
type Target = { path: string; stored: string } | { external: string } | { error: string };

function targetOf(raw: string, origin: string): Target {
  const text = raw.trim();
  if (text.startsWith("/") && !text.startsWith("//")) {
    const [pathPart = "", query] = text.split(/\?(.*)/s, 2);
    const path = normalisePath(pathPart);
    if (!path || /[#\s]/.test(query ?? "")) return { error: REDIRECT_MESSAGES.toShape };
    return { path, stored: query ? `${path}?${query}` : path };
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { error: REDIRECT_MESSAGES.toShape };
  }
  if (url.origin === new URL(origin).origin) return targetOf(`${url.pathname}${url.search}`, origin);
  if (url.protocol === "http:") return { error: REDIRECT_MESSAGES.toHttps };
  if (url.protocol !== "https:" || !url.hostname.includes(".") || url.username || url.password)
    return { error: REDIRECT_MESSAGES.toShape };
  return { external: url.href };
}

/** A target as the store writes it (a path of this site with its query, or an https URL of another site); undefined when refused. */
export function targetAsStored(raw: string, origin: string): string | undefined {
  const target = targetOf(raw, origin);
  return "error" in target ? undefined : "external" in target ? target.external : target.stored;
}

/** The path part of a stored target of this site ("/tarifs?x=1" → "/tarifs"); undefined for another site's. */
export function targetPath(to: string): string | undefined {
  return to.startsWith("/") ? (to.split("?", 1)[0] ?? to) : undefined;
}

export interface RedirectInput {
  from: string;
  to: string;
  status: string;
  note: string;
  /** The staff member chose to replace the live page at `from` (allowed only once it is noindex). */
  retire: boolean;
}

export type RedirectCheck =
  | { ok: true; redirect: NotedRedirect }
  | {
      ok: false;
      errors: Partial<Record<RedirectField, string>>;
      /** The target that would avoid a chain (A→C for A→B when B→C), offered to the staff member. */
      offer?: string;
    };

/**
 * Checks one redirect against the others (`others`, by `from`: the list without the one being
 * changed) and the site. Every field is checked; a chain's final target is offered.
 */
export function checkRedirect(
  input: RedirectInput,
  others: ReadonlyMap<string, Redirect>,
  site: SiteFacts,
): RedirectCheck {
  const errors: Partial<Record<RedirectField, string>> = {};
  let offer: string | undefined;
  const from = normalisePath(input.from);
  if (!from) errors.from = REDIRECT_MESSAGES.fromShape;
  else if (RESERVED.some((reserved) => from === reserved || from.startsWith(`${reserved}/`)) || from === "/")
    errors.from = REDIRECT_MESSAGES.fromReserved(from);
  else if (others.has(from)) {
    const there = others.get(from);
    errors.from =
      there && isGone(there) ? REDIRECT_MESSAGES.fromGone(from) : REDIRECT_MESSAGES.fromExists(from, there?.to ?? "");
  } else if (site.builtRedirects[from]) errors.from = REDIRECT_MESSAGES.fromExists(from, site.builtRedirects[from]);
  else if (site.livePage(from) && !(site.noindexed(from) && input.retire))
    errors.from = site.noindexed(from) ? REDIRECT_MESSAGES.fromRetire(from) : REDIRECT_MESSAGES.fromLivePage(from);

  const status = Number(input.status) as RedirectStatus;
  if (!REDIRECT_STATUSES.includes(status)) errors.status = REDIRECT_MESSAGES.status;

  let to = "";
  // A page removed on purpose (410) leads nowhere: no target.
  if (status === GONE_STATUS) {
    if (input.to.trim() !== "") errors.to = REDIRECT_MESSAGES.goneTarget;
  } else {
    const target = targetOf(input.to, site.origin);
    if ("error" in target) errors.to = target.error;
    else if ("external" in target) to = target.external;
    else {
      to = target.stored;
      const final = finalTarget(target.path, others, site);
      if (target.path === from) errors.to = REDIRECT_MESSAGES.loopSelf;
      else if (final.loopsTo(from)) errors.to = REDIRECT_MESSAGES.loop(target.path, from ?? "");
      else if (final.gone !== undefined) errors.to = REDIRECT_MESSAGES.gone(final.gone);
      else if (final.to !== target.path) {
        errors.to = REDIRECT_MESSAGES.chain(target.path, final.to);
        offer = final.to;
      } else if (!site.livePage(target.path)) errors.to = REDIRECT_MESSAGES.notFound(target.path);
    }
  }

  const note = input.note.replace(/\s+/g, " ").trim();
  if ([...note].length > REDIRECT_LIMITS.note) errors.note = REDIRECT_MESSAGES.noteTooLong([...note].length);

  if (!from || Object.keys(errors).length > 0) return { ok: false, errors, ...(offer ? { offer } : {}) };
  return { ok: true, redirect: { from, to, status, note } };
}

/**
 * Where a target leads once the redirects already there are followed (`to`: itself when none
 * starts at it), the removed page (410) the walk ends at if any (`gone`: a dead end, never a
 * target), and every path the walk passes through (a redirect from one of them would loop).
 */
function finalTarget(start: string, others: ReadonlyMap<string, Redirect>, site: SiteFacts) {
  const seen = [start];
  let to = start;
  let path = start;
  let gone: string | undefined;
  for (;;) {
    const entry = others.get(path);
    if (entry && isGone(entry)) {
      gone = path;
      break;
    }
    const next = entry?.to ?? site.builtRedirects[path];
    if (next === undefined) break;
    to = next;
    const nextPath = targetPath(next);
    if (nextPath === undefined || seen.includes(nextPath)) break;
    seen.push(nextPath);
    path = nextPath;
  }
  return { to, gone, loopsTo: (from: string | undefined) => from !== undefined && seen.includes(from) };
}

/**
 * The redirects ending at `from` (X→from), which `from`→`to` would turn into chains: they go to `to` directly.
 * None when `from` becomes a removed page (410, `to` ""): nothing is pointed at a dead end; those
 * redirects are left as they were (their visitors then get the 410 page).
 */
export function flattenedOnto(from: string, to: string, others: Iterable<Redirect>): Redirect[] {
  const changed: Redirect[] = [];
  if (to === "") return changed;
  for (const redirect of others) if (targetPath(redirect.to) === from) changed.push({ ...redirect, to });
  return changed;
}

function isStatus(value: unknown): value is RedirectStatus {
  return REDIRECT_STATUSES.includes(value as RedirectStatus);
}

/** A stored source as normalisePath writes it: encoded, no trailing "/" (checked without a URL parser: the list is read every few seconds). */
const STORED_PATH =
  /^\/(?:[A-Za-z0-9\-._~!$&'()*+,;=:@]|%[0-9A-F]{2})+(?:\/(?:[A-Za-z0-9\-._~!$&'()*+,;=:@]|%[0-9A-F]{2})+)*$/;
const STORED_QUERY = /^[^\s#"<>\\]*$/;

/** A stored target: a stored path with its query, or an https URL as `new URL` writes it. */
function storedTarget(to: string): boolean {
  if (to.startsWith("/")) {
    const mark = to.indexOf("?");
    const path = mark < 0 ? to : to.slice(0, mark);
    return (
      (path === "/" || STORED_PATH.test(path)) &&
      path.length <= SITE_PATH_MAX &&
      (mark < 0 || STORED_QUERY.test(to.slice(mark + 1)))
    );
  }
  return to.startsWith("https://") && "external" in targetOf(to, "https://site.invalid") && new URL(to).href === to;
}

/** The served list read back (the settings route's JSON): each entry checked again for its shape; a bad one is dropped. */
export function parseRedirects(value: unknown): Redirect[] {
  if (!Array.isArray(value)) return [];
  const redirects: Redirect[] = [];
  for (const item of value.slice(0, REDIRECT_LIMITS.count)) {
    if (typeof item !== "object" || item === null) continue;
    const { from, to, status } = item as Record<string, unknown>;
    if (typeof from !== "string" || typeof to !== "string" || !isStatus(status)) continue;
    if (from.length > 300 || !STORED_PATH.test(from)) continue;
    // A removed page (410) has no target; a redirect has a well-formed one.
    if (status === GONE_STATUS ? to !== "" : !storedTarget(to)) continue;
    redirects.push({ from, to, status });
  }
  return redirects;
}
