/**
 * The back office's roles and what each may open: the one table every page, route handler and
 * server action asks (through the guard, lib/server/staff/guard.ts), and the navigation shows.
 * The role is stored as its key (ASCII); people read its label.
 */
export const STAFF_ROLES = ["administrateur", "redaction", "commercial"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ROLE_LABELS: Record<StaffRole, string> = {
  administrateur: "Administrateur",
  redaction: "Rédaction",
  commercial: "Commercial",
};

/** What the back office is made of, each desk opened by the roles below. */
export const DESKS = {
  /** Leads: the list, a lead's detail, the exports, the erasure, the deliveries and « Relancer ». */
  leads: ["administrateur", "commercial"],
  /** A lead given to a member (or taken back) by someone else than the member: « Je m'en occupe » is the leads desk's. */
  leadAssignment: ["administrateur"],
  /** The follow-up's settings: opening hours, assignment rules per form, the chat channel. */
  leadSettings: ["administrateur"],
  /** Visits, sources, leads per page, speed, and their exports. */
  audience: ["administrateur", "redaction", "commercial"],
  /** The blog's articles: write, schedule, publish, delete. */
  articles: ["administrateur", "redaction"],
  /** Each page's SEO, the redirects and the log of unknown addresses. */
  seo: ["administrateur", "redaction"],
  /** The content desk: plans and prices, the questions; drafts, preview, publication. */
  content: ["administrateur", "redaction"],
  /** The content desk's reviews: send a draft back with a comment. */
  contentReview: ["administrateur"],
  /** The home page's texts. */
  homeTexts: ["administrateur", "redaction"],
  /** The maintenance switch. */
  maintenance: ["administrateur"],
  /** The consent statistics. */
  consent: ["administrateur"],
  /** The audit log: what every account did. */
  audit: ["administrateur"],
  /** The staff accounts: roles, sessions, disabling, removal. */
  accounts: ["administrateur"],
  /**
   * The signed webhooks to a CRM: the endpoints (their secrets shown), the events each receives, the
   * deliveries with their attempts, « Renvoyer ». Administrators only: a secret and an address that
   * receives every lead.
   */
  webhooks: ["administrateur"],
} as const satisfies Record<string, readonly StaffRole[]>;
export type Desk = keyof typeof DESKS;

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === "string" && (STAFF_ROLES as readonly string[]).includes(value);
}

/** True when `role` may open `desk`; an unknown or missing role opens nothing. */
export function mayOpen(role: StaffRole | null | undefined, desk: Desk): boolean {
  return !!role && (DESKS[desk] as readonly StaffRole[]).includes(role);
}

/**
 * A role as an operator types it: « rédaction », « redaction », « Rédaction » or its label all name
 * `redaction`; null for anything else.
 */
export function roleFromInput(raw: string): StaffRole | null {
  const plain = raw
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .trim()
    .toLowerCase();
  return isStaffRole(plain) ? plain : null;
}

/** The roles as the command line and the messages list them: « administrateur, rédaction ou commercial ». */
export const ROLE_CHOICES = `${STAFF_ROLES.slice(0, -1)
  .map((role) => ROLE_LABELS[role].toLowerCase())
  .join(", ")} ou ${ROLE_LABELS[STAFF_ROLES[STAFF_ROLES.length - 1] as StaffRole].toLowerCase()}`;
