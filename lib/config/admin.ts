/**
 * The back office's paths: staff only, never indexed. robots.txt disallows them and
 * the sitemap leaves them out (next-sitemap.config.mjs).
 */
import { type Desk, mayOpen, type StaffRole } from "./staff-roles.ts";

export const ADMIN_PATH = "/admin";
export const SIGN_IN_PATH = `${ADMIN_PATH}/connexion`;
/** The sign-in's second step: the authenticator app's code or a backup code (no session yet). */
export const SECOND_FACTOR_PATH = `${SIGN_IN_PATH}/code`;
/** The first sign-in's enrolment of an authenticator app: the only screen a session without a second factor opens. */
export const ENROLMENT_PATH = `${SIGN_IN_PATH}/second-facteur`;

export const DELIVERIES_PATH = `${ADMIN_PATH}/envois`;
/** « Indésirables »: the submissions that failed the anti-bot checks, kept 30 days, and « Ce n'est pas un indésirable ». */
export const UNWANTED_ADMIN_PATH = `${ADMIN_PATH}/indesirables`;
/** After a release, the stored lead's id, for a link to it: /admin/indesirables?message=…&demande=<id>. */
export const UNWANTED_RELEASED_PARAM = "demande";
export const ERASURE_PATH = `${ADMIN_PATH}/effacement`;
export const AUDIT_PATH = `${ADMIN_PATH}/journal`;
/** « Mon compte »: the person's own password and sessions (every role). */
export const OWN_ACCOUNT_PATH = `${ADMIN_PATH}/mon-compte`;
/** An invitation's page, open without a session: /admin/invitation?jeton=… */
export const INVITATION_PATH = `${ADMIN_PATH}/invitation`;
/** A draft's preview shared by link (open without a session: the signed link is the proof). */
export const SHARED_PREVIEW_PATH = `${ADMIN_PATH}/apercu-partage`;
export const SHARE_TOKEN_PARAM = "jeton";
export const INVITATION_TOKEN_PARAM = "jeton";
/** The staff accounts (administrators only). */
export const ACCOUNTS_ADMIN_PATH = `${ADMIN_PATH}/comptes`;
export const MAINTENANCE_ADMIN_PATH = `${ADMIN_PATH}/maintenance`;
export const CONSENT_ADMIN_PATH = `${ADMIN_PATH}/consentement`;
/** The audience desk (visits, sources, leads per page, speed) and its CSV export (`?tableau=pages&…`). */
export const AUDIENCE_ADMIN_PATH = `${ADMIN_PATH}/audience`;
export const AUDIENCE_EXPORT_PATH = `${AUDIENCE_ADMIN_PATH}/export`;
export const HOME_TEXTS_PATH = `${ADMIN_PATH}/textes`;
/** The content desk: every kind of the site's content (lib/catalog/content/kinds.ts), each item's form and preview. */
export const CONTENT_ADMIN_PATH = `${ADMIN_PATH}/contenu`;
export const contentItemPath = (kind: string, item: string): string =>
  `${CONTENT_ADMIN_PATH}/${encodeURIComponent(kind)}/${encodeURIComponent(item)}`;
export const contentPreviewPath = (kind: string, item: string): string => `${contentItemPath(kind, item)}/apercu`;
export const contentHistoryPath = (kind: string, item: string): string => `${contentItemPath(kind, item)}/historique`;
export const SEO_ADMIN_PATH = `${ADMIN_PATH}/seo`;
/** One page of the SEO review: /admin/seo/fiche?chemin=/tarifs. */
export const SEO_PAGE_PARAM = "chemin";
export const seoPagePath = (path: string): string =>
  `${SEO_ADMIN_PATH}/fiche?${SEO_PAGE_PARAM}=${encodeURIComponent(path)}`;

/** The SEO desk's redirects: the list, the form (`?modifier=/ancienne` to change one, `?de=/ancienne` to start one), the import. */
export const REDIRECTS_ADMIN_PATH = `${SEO_ADMIN_PATH}/redirections`;
export const REDIRECTS_EXPORT_PATH = `${REDIRECTS_ADMIN_PATH}/export`;
export const REDIRECT_EDIT_PARAM = "modifier";
export const REDIRECT_FROM_PARAM = "de";
/** The log of unknown addresses. */
export const NOT_FOUND_ADMIN_PATH = `${SEO_ADMIN_PATH}/introuvables`;
/** The redirect form filled in with `path` as the old address (« Rediriger » of the 404 log). */
export const redirectFromPath = (path: string): string =>
  `${REDIRECTS_ADMIN_PATH}?${REDIRECT_FROM_PARAM}=${encodeURIComponent(path)}#formulaire`;

/** The links report: orphan pages, internal links that answer 404 or a redirect, external links that fail. */
export const LINKS_ADMIN_PATH = `${SEO_ADMIN_PATH}/liens`;

/** Search Console's figures imported: clicks, impressions, CTR and position per page, the pages losing clicks. */
export const SEARCH_PERFORMANCE_ADMIN_PATH = `${SEO_ADMIN_PATH}/performances`;

/** IndexNow's submissions: the queue, the alert of a refusal, the last 100 with their answer. */
export const INDEXNOW_ADMIN_PATH = `${SEO_ADMIN_PATH}/indexnow`;

/** The follow-up's settings (administrators): opening hours, assignment rules, the chat channel. */
export const LEAD_SETTINGS_PATH = `${ADMIN_PATH}/suivi`;

/** The signed webhooks to a CRM: the endpoints and the add form; one endpoint's page (secret, events, deliveries). */
export const WEBHOOKS_ADMIN_PATH = `${ADMIN_PATH}/webhooks`;
export const webhookEndpointPath = (id: string): string => `${WEBHOOKS_ADMIN_PATH}/${encodeURIComponent(id)}`;

/** The blog's articles: the list, a new one, one's editor and its private preview. */
export const ARTICLES_ADMIN_PATH = `${ADMIN_PATH}/articles`;
export const NEW_ARTICLE_PATH = `${ARTICLES_ADMIN_PATH}/nouveau`;
export const articleEditPath = (id: string): string => `${ARTICLES_ADMIN_PATH}/${encodeURIComponent(id)}`;
export const articlePreviewPath = (id: string): string => `${articleEditPath(id)}/apercu`;
export const articleComparePath = (id: string): string => `${articleEditPath(id)}/comparaison`;

/** The screens of the back office, grouped by what the team does, each opened by the roles of its desk. */
export const ADMIN_SCREENS = [
  { href: ADMIN_PATH, label: "Demandes", desk: "leads", group: "Demandes" },
  { href: UNWANTED_ADMIN_PATH, label: "Indésirables", desk: "leads", group: "Demandes" },
  { href: DELIVERIES_PATH, label: "Envois", desk: "leads", group: "Demandes" },
  { href: ERASURE_PATH, label: "Effacement RGPD", desk: "leads", group: "Demandes" },
  { href: LEAD_SETTINGS_PATH, label: "Réglages du suivi", desk: "leadSettings", group: "Demandes" },
  { href: WEBHOOKS_ADMIN_PATH, label: "Webhooks", desk: "webhooks", group: "Demandes" },
  { href: ARTICLES_ADMIN_PATH, label: "Articles", desk: "articles", group: "Contenu" },
  { href: CONTENT_ADMIN_PATH, label: "Contenu du site", desk: "content", group: "Contenu" },
  { href: HOME_TEXTS_PATH, label: "Textes de l'accueil", desk: "homeTexts", group: "Contenu" },
  { href: SEO_ADMIN_PATH, label: "SEO", desk: "seo", group: "Contenu" },
  { href: AUDIENCE_ADMIN_PATH, label: "Audience", desk: "audience", group: "Audience" },
  { href: MAINTENANCE_ADMIN_PATH, label: "Maintenance", desk: "maintenance", group: "Site" },
  { href: CONSENT_ADMIN_PATH, label: "Consentement", desk: "consent", group: "Site" },
  { href: AUDIT_PATH, label: "Journal", desk: "audit", group: "Site" },
  { href: ACCOUNTS_ADMIN_PATH, label: "Comptes", desk: "accounts", group: "Comptes" },
] as const satisfies readonly { href: string; label: string; desk: Desk; group: string }[];
export type AdminScreen = (typeof ADMIN_SCREENS)[number];

/** The screens `role` may open, in the navigation's order. */
export function screensFor(role: StaffRole | null): AdminScreen[] {
  return ADMIN_SCREENS.filter((screen) => mayOpen(role, screen.desk));
}

/** Where a member lands after signing in with no page asked: the first screen their role opens. */
export function homeFor(role: StaffRole | null): string {
  return screensFor(role)[0]?.href ?? ADMIN_PATH;
}

export const leadPath = (id: string): string => `${ADMIN_PATH}/demandes/${encodeURIComponent(id)}`;
export const EXPORT_PATH = `${ADMIN_PATH}/export`;

/** The sign-in page's parameter naming where to go back once signed in. */
export const RETURN_PARAM = "retour";

/** True for `/admin` and the paths under it (not `/administration`). */
export function isAdminPath(pathname: string): boolean {
  return pathname === ADMIN_PATH || pathname.startsWith(`${ADMIN_PATH}/`);
}

/**
 * Where the sign-in may send back to: a back-office path of this site (query kept), never another
 * origin (`//ailleurs.fr`, `/\ailleurs.fr`) nor the sign-in page itself; the leads list otherwise.
 */
export function safeReturnPath(raw: string | null | undefined): string {
  if (!raw?.startsWith("/") || /^\/[/\\]/.test(raw) || /[\p{Cc}\\]/u.test(raw)) return ADMIN_PATH;
  const pathname = raw.split(/[?#]/, 1)[0] ?? "";
  if (!isAdminPath(pathname) || pathname === SIGN_IN_PATH || pathname.startsWith(`${SIGN_IN_PATH}/`)) return ADMIN_PATH;
  return raw;
}

/** The sign-in page, with the path to go back to once signed in. */
export function signInLocation(returnTo: string): string {
  const back = safeReturnPath(returnTo);
  return back === ADMIN_PATH ? SIGN_IN_PATH : `${SIGN_IN_PATH}?${RETURN_PARAM}=${encodeURIComponent(back)}`;
}

/** A step of the sign-in (the code, the enrolment), with the path to go back to once signed in. */
export function signInStepLocation(step: string, returnTo: string): string {
  const back = safeReturnPath(returnTo);
  return back === ADMIN_PATH ? step : `${step}?${RETURN_PARAM}=${encodeURIComponent(back)}`;
}
