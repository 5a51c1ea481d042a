import { isPagePath } from "../../audience/beacon.ts";
import { isSource, OTHER_SITE_PREFIX } from "../../audience/sources.ts";
import { CLOSED_STATUSES, isLeadStatus, type LeadStatus, leadStatusOf } from "../../config/lead-follow-up.ts";
import { calendarDay, parisDayStart } from "../../format/paris-time.ts";
import { type AuditEntry, recordAudit } from "../audit/audit.ts";
import { type Db, placeholders } from "../store/db.ts";
import { containsPattern, foldedSql } from "../store/text-search.ts";
import { entrySourceSql } from "../submissions/entry-sql.ts";
import {
  type JobRow,
  SELECT_JOBS,
  SUBMISSION_COLUMNS,
  type SubmissionRow,
  toOutboxJob,
  toSubmission,
} from "../submissions/rows.ts";
import {
  type OutboxJob,
  type StoredSubmission,
  SUBMISSION_TYPES,
  type SubmissionType,
} from "../submissions/submission-store.ts";

/**
 * The back office's leads desk over the store's tables: filtered and paginated leads with their
 * delivery state, the export, the deliveries waiting or failed, and their retry. Shared SQL only.
 * Erasure (store.deleteByEmail / deleteById) and retry are audited by the caller with the
 * submission's id only (recordAudit, actions `erasure` and `retry`); the export with recordLeadExport.
 */

/** The provenance filter's two values beyond a source: leads without an entry, and those from any other site. */
export const SOURCE_FILTERS = { unknown: "inconnue", otherSites: "autres-sites" } as const;

/** The follow-up's views of the list: the member's own leads, those nobody handles, the follow-ups overdue. */
export const FOLLOW_FILTERS = {
  "mes-demandes": "Mes demandes",
  "sans-responsable": "Sans responsable",
  "a-relancer": "À relancer (en retard)",
} as const;
export type FollowFilter = keyof typeof FOLLOW_FILTERS;
const isFollowFilter = (value: string): value is FollowFilter => Object.hasOwn(FOLLOW_FILTERS, value);

/** The list's orders: the default puts the leads waiting past one opening hour first, then the newest. */
export const ORDERS = { recentes: "Les plus récentes d'abord", anciennes: "Les plus anciennes d'abord" } as const;

/**
 * `from`/`to`: calendar days `YYYY-MM-DD` in Europe/Paris, both included. `page`: the page a lead
 * was sent from. `source`: a source of the visit's entry (sources.ts), or one of SOURCE_FILTERS.
 */
export interface LeadFilters {
  type?: SubmissionType;
  from?: string;
  to?: string;
  text?: string;
  page?: string;
  source?: string;
  follow?: FollowFilter;
  status?: LeadStatus;
  order?: "anciennes";
}

/**
 * Who looks and when: « Mes demandes » is the viewer's; « À relancer » compares with now; the
 * leads that arrived before `waitingCutoff` and still wait have waited past one opening hour.
 */
export interface LeadListContext {
  viewerId?: string;
  now?: number;
  waitingCutoff?: number;
}

/** Whether `value` is a provenance the filter knows. */
export function isSourceFilter(value: string): boolean {
  return value === SOURCE_FILTERS.unknown || value === SOURCE_FILTERS.otherSites || isSource(value);
}

export interface DeliveryState {
  state: "none" | "pending" | "sent" | "failed";
  /** Technical reason of the failure or of the retries (the job's last error). */
  reason: string | null;
  attempts: number;
}

export interface LeadFollowState {
  /** False for a lead stored before the follow-up existed: its time to first contact is unknown. */
  timed: boolean;
  status: LeadStatus;
  ownerId: string | null;
  followUpAt: number | null;
  firstContactAt: number | null;
}

export type LeadRow = StoredSubmission & { delivery: DeliveryState; follow: LeadFollowState };

export interface LeadPage {
  rows: LeadRow[];
  total: number;
  page: number;
  pageCount: number;
}

const MAX_TEXT = 200;

/** The UTC date of a `YYYY-MM-DD` day, or null when it is not a real calendar day. */
type Params = URLSearchParams | Record<string, string | string[] | undefined>;

function param(params: Params, key: string): string | undefined {
  const value = params instanceof URLSearchParams ? (params.get(key) ?? undefined) : params[key];
  return (Array.isArray(value) ? value[0] : value)?.trim() || undefined;
}

/** Reads `type`, `du`, `au`, `q`, `envoi`, `provenance` and `page`: a bad value is left out and explained in French. */
export function parseLeadFilters(params: Params): { filters: LeadFilters; page: number; errors: string[] } {
  const filters: LeadFilters = {};
  const errors: string[] = [];
  const shown = (value: string) => (value.length > 40 ? `${value.slice(0, 40)}…` : value);
  const type = param(params, "type");
  if (type && SUBMISSION_TYPES.includes(type as SubmissionType)) filters.type = type as SubmissionType;
  else if (type) errors.push(`Le type « ${shown(type)} » n'existe pas.`);
  for (const [key, name, label] of [
    ["du", "from", "de début"],
    ["au", "to", "de fin"],
  ] as const) {
    const day = param(params, key);
    if (day && calendarDay(day)) filters[name] = day;
    else if (day) errors.push(`La date ${label} n'est pas une date valide.`);
  }
  if (filters.from && filters.to && filters.from > filters.to) {
    errors.push("La date de début est postérieure à la date de fin.");
    delete filters.from;
    delete filters.to;
  }
  const text = param(params, "q");
  if (text && text.length <= MAX_TEXT) filters.text = text;
  else if (text) errors.push(`La recherche est limitée à ${MAX_TEXT} caractères.`);
  const sentFrom = param(params, "envoi");
  if (sentFrom && isPagePath(sentFrom)) filters.page = sentFrom;
  else if (sentFrom) errors.push(`La page d'envoi « ${shown(sentFrom)} » n'est pas une adresse de page du site.`);
  const source = param(params, "provenance");
  if (source && isSourceFilter(source)) filters.source = source;
  else if (source) errors.push(`La provenance « ${shown(source)} » n'existe pas.`);
  const follow = param(params, "suivi");
  if (follow && isFollowFilter(follow)) filters.follow = follow;
  else if (follow) errors.push(`Le suivi « ${shown(follow)} » n'existe pas.`);
  const status = param(params, "statut");
  if (status && isLeadStatus(status)) filters.status = status;
  else if (status) errors.push(`Le statut « ${shown(status)} » n'existe pas.`);
  const order = param(params, "tri");
  if (order === "anciennes") filters.order = order;
  else if (order && order !== "recentes") errors.push(`Le tri « ${shown(order)} » n'existe pas.`);
  const rawPage = param(params, "page");
  let page = 1;
  if (rawPage && /^[1-9]\d{0,5}$/.test(rawPage)) page = Number(rawPage);
  else if (rawPage) errors.push(`La page « ${shown(rawPage)} » n'existe pas.`);
  return { filters, page, errors };
}

/** The query string (without `?`) of these filters and the page, when > 1, for a link: "type=…&du=…". */
export function leadFilterQuery(filters: LeadFilters, page = 1): string {
  const query = new URLSearchParams();
  if (filters.type) query.set("type", filters.type);
  if (filters.from) query.set("du", filters.from);
  if (filters.to) query.set("au", filters.to);
  if (filters.text) query.set("q", filters.text);
  if (filters.page) query.set("envoi", filters.page);
  if (filters.source) query.set("provenance", filters.source);
  if (filters.follow) query.set("suivi", filters.follow);
  if (filters.status) query.set("statut", filters.status);
  if (filters.order) query.set("tri", filters.order);
  if (page > 1) query.set("page", String(page));
  return query.toString();
}

const SEARCHED = `(${foldedSql("fields")} LIKE ? ESCAPE '\\' OR ${foldedSql("COALESCE(email, '')")} LIKE ? ESCAPE '\\')`;

/** The WHERE clause (with its parameters) of these filters over `submissions`. */
function whereClause(
  filters: LeadFilters,
  dialect: Db["dialect"],
  context: LeadListContext = {},
): { sql: string; params: unknown[] } {
  const clauses: string[] = [];
  const params: unknown[] = [];
  const add = (sql: string, ...values: unknown[]) => {
    clauses.push(sql);
    params.push(...values);
  };
  if (filters.type) add("type = ?", filters.type);
  if (filters.from) add("created_at >= ?", parisDayStart(filters.from));
  if (filters.to) add("created_at < ?", parisDayStart(filters.to, 1));
  if (filters.text) {
    // `fields` holds JSON: a quote or a backslash is searched as JSON writes it (\" and \\).
    const text = filters.text.normalize("NFC").toLowerCase();
    add(SEARCHED, containsPattern(JSON.stringify(text).slice(1, -1)), containsPattern(text));
  }
  if (filters.page) add("page_path = ?", filters.page);
  if (filters.source === SOURCE_FILTERS.unknown) add("entry IS NULL");
  else if (filters.source === SOURCE_FILTERS.otherSites)
    add(`${entrySourceSql(dialect)} LIKE ?`, `${OTHER_SITE_PREFIX}%`);
  else if (filters.source) add(`${entrySourceSql(dialect)} = ?`, filters.source);
  if (filters.follow === "mes-demandes") add("owner_id = ?", context.viewerId ?? "");
  else if (filters.follow === "sans-responsable") add("owner_id IS NULL AND type <> 'newsletter'");
  else if (filters.follow === "a-relancer")
    add(
      `follow_up_at IS NOT NULL AND follow_up_at <= ? AND status NOT IN (${placeholders(CLOSED_STATUSES.length)})`,
      context.now ?? Date.now(),
      ...CLOSED_STATUSES,
    );
  if (filters.status) add("status = ? AND type <> 'newsletter'", filters.status);
  return { sql: clauses.length > 0 ? ` WHERE ${clauses.join(" AND ")}` : "", params };
}

/**
 * Failed when a job failed, else pending when one waits, else sent when all are done, else none.
 * The reason is the last error of the deciding jobs (the newest); attempts, their most.
 */
export function deliveryState(jobs: readonly OutboxJob[]): DeliveryState {
  const failed = jobs.filter((job) => job.status === "failed");
  const pending = jobs.filter((job) => job.status === "pending");
  if (failed.length > 0) return decidedBy("failed", failed);
  if (pending.length > 0) return decidedBy("pending", pending);
  return { state: jobs.length > 0 ? "sent" : "none", reason: null, attempts: maxAttempts(jobs) };
}

function decidedBy(state: "failed" | "pending", jobs: readonly OutboxJob[]): DeliveryState {
  const newestError = jobs.filter((job) => job.lastError !== null).sort((a, b) => b.updatedAt - a.updatedAt)[0];
  return { state, reason: newestError?.lastError ?? null, attempts: maxAttempts(jobs) };
}

const maxAttempts = (jobs: readonly OutboxJob[]) => jobs.reduce((most, job) => Math.max(most, job.attempts), 0);

/** The jobs of these submissions (one query), grouped by submission id. */
async function jobsOf(db: Db, ids: readonly string[]): Promise<Map<string, OutboxJob[]>> {
  const bySubmission = new Map<string, OutboxJob[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return bySubmission;
  const rows = await db.all<JobRow>(
    `${SELECT_JOBS} WHERE o.submission_id IN (${placeholders(ids.length)}) ORDER BY o.created_at, o.id`,
    ids,
  );
  for (const row of rows) bySubmission.get(row.submission_id)?.push(toOutboxJob(row));
  return bySubmission;
}

interface FollowRow {
  timed: number | string;
  owner_id: string | null;
  status: string;
  follow_up_at: number | string | null;
  first_contact_at: number | string | null;
}
const FOLLOW_COLUMNS = "timed, owner_id, status, follow_up_at, first_contact_at";

const toFollowState = (row: FollowRow): LeadFollowState => ({
  timed: Number(row.timed) === 1,
  status: leadStatusOf(row.status),
  ownerId: row.owner_id,
  followUpAt: row.follow_up_at === null ? null : Number(row.follow_up_at),
  firstContactAt: row.first_contact_at === null ? null : Number(row.first_contact_at),
});

/** Oldest first when asked; else the leads waiting past one opening hour first (longest wait first), then the newest. */
function listOrder(filters: LeadFilters, context: LeadListContext): { sql: string; params: unknown[] } {
  if (filters.order === "anciennes") return { sql: "created_at, id", params: [] };
  if (context.waitingCutoff === undefined) return { sql: "created_at DESC, id DESC", params: [] };
  const waiting =
    "status = 'nouvelle' AND first_contact_at IS NULL AND type <> 'newsletter' AND timed = 1 AND created_at <= ?";
  return {
    sql: `CASE WHEN ${waiting} THEN 0 ELSE 1 END, CASE WHEN ${waiting} THEN created_at ELSE -created_at END, id DESC`,
    params: [context.waitingCutoff, context.waitingCutoff],
  };
}

/** One page of the matching leads (see listOrder), each with its delivery state and follow-up (three queries). */
export async function listLeads(
  db: Db,
  filters: LeadFilters,
  { page = 1, pageSize = 25 }: { page?: number; pageSize?: number } = {},
  context: LeadListContext = {},
): Promise<LeadPage> {
  const where = whereClause(filters, db.dialect, context);
  const [count] = await db.all<{ n: number }>(`SELECT COUNT(*) AS n FROM submissions${where.sql}`, where.params);
  const total = Number(count?.n ?? 0);
  const pageCount = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, Math.floor(page)), pageCount);
  const order = listOrder(filters, context);
  const rows = await db.all<SubmissionRow & FollowRow>(
    `SELECT ${SUBMISSION_COLUMNS}, ${FOLLOW_COLUMNS} FROM submissions${where.sql} ORDER BY ${order.sql} LIMIT ? OFFSET ?`,
    [...where.params, ...order.params, pageSize, (current - 1) * pageSize],
  );
  const jobs = await jobsOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    rows: rows.map((row) => ({
      ...toSubmission(row),
      delivery: deliveryState(jobs.get(row.id) ?? []),
      follow: toFollowState(row),
    })),
    total,
    page: current,
    pageCount,
  };
}

/** One lead with its delivery state and its outbox jobs (oldest first), or null when unknown. */
export async function leadById(db: Db, id: string): Promise<{ lead: LeadRow; jobs: OutboxJob[] } | null> {
  const [row] = await db.all<SubmissionRow & FollowRow>(
    `SELECT ${SUBMISSION_COLUMNS}, ${FOLLOW_COLUMNS} FROM submissions WHERE id = ?`,
    [id],
  );
  if (!row) return null;
  const jobs = (await jobsOf(db, [id])).get(id) ?? [];
  return { lead: { ...toSubmission(row), delivery: deliveryState(jobs), follow: toFollowState(row) }, jobs };
}

/** The address of a submission (lower-cased when stored), for erasing its person; null when unknown or none. */
export async function submissionEmail(db: Db, id: string): Promise<string | null> {
  const [row] = await db.all<{ email: string | null }>("SELECT email FROM submissions WHERE id = ?", [id]);
  return row?.email ?? null;
}

/** One outbox job, or null when unknown. */
export async function findDelivery(db: Db, jobId: string): Promise<OutboxJob | null> {
  const [row] = await db.all<JobRow>(`${SELECT_JOBS} WHERE o.id = ?`, [jobId]);
  return row ? toOutboxJob(row) : null;
}

/** Every matching lead in the command line's order (`created_at, id`), for toCsv / toJsonLines. */
export async function exportLeads(
  db: Db,
  filters: LeadFilters,
  context: LeadListContext = {},
): Promise<StoredSubmission[]> {
  const where = whereClause(filters, db.dialect, context);
  const rows = await db.all<SubmissionRow>(
    `SELECT ${SUBMISSION_COLUMNS} FROM submissions${where.sql} ORDER BY created_at, id`,
    where.params,
  );
  return rows.map(toSubmission);
}

/** How many distinct pages and referring sites the filters' lists offer, at most. */
const CHOICES_MAX = 500;

/** What the filters' lists offer: the pages leads were sent from, and the other sites their visits came from. */
export async function leadOriginChoices(db: Db): Promise<{ pages: string[]; sites: string[] }> {
  const pages = await db.all<{ page_path: string }>(
    "SELECT DISTINCT page_path FROM submissions WHERE page_path IS NOT NULL ORDER BY page_path LIMIT ?",
    [CHOICES_MAX],
  );
  const source = entrySourceSql(db.dialect);
  const sites = await db.all<{ source: string }>(
    `SELECT DISTINCT ${source} AS source FROM submissions WHERE ${source} LIKE ? ORDER BY source LIMIT ?`,
    [`${OTHER_SITE_PREFIX}%`, CHOICES_MAX],
  );
  return { pages: pages.map((row) => row.page_path), sites: sites.map((row) => row.source) };
}

/** The pending and failed deliveries: failed first, then pending, newest first within each (at most `limit`). */
export async function listDeliveries(db: Db, limit = 500): Promise<OutboxJob[]> {
  const rows = await db.all<JobRow>(
    `${SELECT_JOBS} WHERE o.status IN ('failed', 'pending')
     ORDER BY CASE WHEN o.status = 'failed' THEN 0 ELSE 1 END, o.created_at DESC, o.id DESC LIMIT ?`,
    [limit],
  );
  return rows.map(toOutboxJob);
}

/**
 * Makes a failed job, or a pending one no worker holds, due now (attempts kept). False when the
 * job is unknown, done, or claimed by a worker right now.
 */
export async function retryDelivery(db: Db, jobId: string, now: number): Promise<boolean> {
  const changed = await db.run(
    `UPDATE outbox SET status = 'pending', next_attempt_at = ?, locked_by = NULL, locked_until = NULL, updated_at = ?
     WHERE id = ? AND (status = 'failed' OR (status = 'pending' AND (locked_until IS NULL OR locked_until <= ?)))`,
    [now, now, jobId, now],
  );
  return changed > 0;
}

/**
 * Audits an export with technical detail only (`csv, 3 lignes, type=contact, du=…, au=…`): the
 * searched text may be personal data, so only the word `recherche` says one was used.
 */
export function recordLeadExport(
  db: Db,
  actorId: string | null,
  { format, count, filters }: { format: "csv" | "json"; count: number; filters: LeadFilters },
  now: number = Date.now(),
): Promise<AuditEntry> {
  const detail = [format, `${count} ${count > 1 ? "lignes" : "ligne"}`];
  if (filters.type) detail.push(`type=${filters.type}`);
  if (filters.from) detail.push(`du=${filters.from}`);
  if (filters.to) detail.push(`au=${filters.to}`);
  if (filters.text) detail.push("recherche");
  if (filters.page) detail.push(`envoi=${filters.page}`);
  if (filters.source) detail.push(`provenance=${filters.source}`);
  if (filters.follow) detail.push(`suivi=${filters.follow}`);
  if (filters.status) detail.push(`statut=${filters.status}`);
  return recordAudit(db, { actorId, action: "export", detail: detail.join(", ") }, now);
}
