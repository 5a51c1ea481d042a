import { isDeepStrictEqual } from "node:util";
import {
  CONTENT_KIND_IDS,
  CONTENT_KINDS,
  type ContentKindId,
  DEFAULT_CONTENT,
  type SiteContent,
} from "../../catalog/content/kinds.ts";
import { solutionsPriced } from "../../catalog/solutions.ts";
import type { Db } from "../store/db.ts";
import { keepVersion } from "./content-versions.ts";

/**
 * The content desk's items in the store (content_items, migration 14): a draft, the published
 * value and a publication scheduled for a moment. A scheduled publication takes effect when its
 * moment passes, with nobody signed in and no timer: every read asks « published at `now` ».
 * A published value equal to the catalog's is kept as NULL: the page as built is served again.
 */
export interface Stamped<T> {
  value: T;
  at: number;
  by: string | null;
}

export interface ContentItemState {
  kind: ContentKindId;
  item: string;
  draft?: Stamped<unknown>;
  /** The value visitors get now (the catalog's when nothing was published), and when it was published (0: never). */
  published: Stamped<unknown>;
  /** Whether the published value is the catalog's own. */
  original: boolean;
  scheduled?: Stamped<unknown>;
  /** A review asked for the draft: who and when. */
  review?: { at: number; by: string | null };
  /** The last draft an administrator sent back, and why. */
  sentBack?: { at: number; by: string | null; note: string };
  revision: number;
}

interface Row {
  kind: string;
  item: string;
  draft: string | null;
  draft_at: number | string | null;
  draft_by: string | null;
  published: string | null;
  published_at: number | string | null;
  published_by: string | null;
  scheduled: string | null;
  scheduled_at: number | string | null;
  scheduled_by: string | null;
  revision: number | string;
  review_at: number | string | null;
  review_by: string | null;
  sent_back_at: number | string | null;
  sent_back_by: string | null;
  sent_back_note: string | null;
}

const WRITTEN =
  "kind, item, draft, draft_at, draft_by, published, published_at, published_by, scheduled, scheduled_at, scheduled_by, review_at, review_by, sent_back_at, sent_back_by, sent_back_note";
const COLUMNS = `${WRITTEN}, revision`;

const defaultOf = (kind: ContentKindId, item: string): unknown => CONTENT_KINDS[kind].read(DEFAULT_CONTENT, item);

/** The row as visitors see it at `now`: a scheduled publication whose moment passed is the published one. */
function stateOf(kind: ContentKindId, item: string, row: Row | undefined, now: number): ContentItemState {
  const original = defaultOf(kind, item);
  if (!row) return { kind, item, published: { value: original, at: 0, by: null }, original: true, revision: 0 };
  const scheduledAt = row.scheduled_at === null ? null : Number(row.scheduled_at);
  const due = row.scheduled !== null && scheduledAt !== null && scheduledAt <= now;
  const publishedJson = due ? row.scheduled : row.published;
  const published: Stamped<unknown> = {
    value: publishedJson === null ? original : JSON.parse(publishedJson),
    at: Number(due ? scheduledAt : (row.published_at ?? 0)),
    by: due ? row.scheduled_by : row.published_by,
  };
  return {
    kind,
    item,
    ...(row.draft !== null
      ? { draft: { value: JSON.parse(row.draft), at: Number(row.draft_at), by: row.draft_by } }
      : {}),
    published,
    original: publishedJson === null,
    ...(!due && row.scheduled !== null && scheduledAt !== null
      ? { scheduled: { value: JSON.parse(row.scheduled), at: scheduledAt, by: row.scheduled_by } }
      : {}),
    ...(row.review_at !== null ? { review: { at: Number(row.review_at), by: row.review_by } } : {}),
    ...(row.sent_back_at !== null
      ? { sentBack: { at: Number(row.sent_back_at), by: row.sent_back_by, note: row.sent_back_note ?? "" } }
      : {}),
    revision: Number(row.revision),
  };
}

const isKnown = (kind: string, item: string): kind is ContentKindId =>
  (CONTENT_KIND_IDS as readonly string[]).includes(kind) &&
  (CONTENT_KINDS[kind as ContentKindId].items as readonly string[]).includes(item);

/** Every item of the store, as visitors see it at `now` (items nobody saved are the catalog's). */
export async function contentItems(db: Db, now = Date.now()): Promise<ContentItemState[]> {
  const rows = await db.all<Row>(`SELECT ${COLUMNS} FROM content_items`);
  const byKey = new Map(rows.map((row) => [`${row.kind}\n${row.item}`, row]));
  return CONTENT_KIND_IDS.flatMap((kind) =>
    CONTENT_KINDS[kind].items.map((item) => stateOf(kind, item, byKey.get(`${kind}\n${item}`), now)),
  );
}

export async function contentItem(
  db: Db,
  kind: ContentKindId,
  item: string,
  now = Date.now(),
): Promise<ContentItemState> {
  const [row] = await db.all<Row>(`SELECT ${COLUMNS} FROM content_items WHERE kind = ? AND item = ?`, [kind, item]);
  return stateOf(kind, item, row, now);
}

/**
 * What the public pages show at `now`: the catalog with the published values over it. The solutions
 * the team has not changed quote the published plans' prices (solutionsPriced); those it changed
 * say what it wrote.
 */
export async function publishedContent(db: Db, now = Date.now()): Promise<SiteContent> {
  const changed = (await contentItems(db, now)).filter((state) => !state.original);
  const apply = (content: SiteContent, state: ContentItemState) =>
    CONTENT_KINDS[state.kind].write(content, state.item, state.published.value);
  const first = changed.filter((state) => state.kind !== "solutions").reduce(apply, DEFAULT_CONTENT);
  const priced = { ...first, solutions: solutionsPriced(first.solutions, first.plans) };
  return changed.filter((state) => state.kind === "solutions").reduce(apply, priced);
}

/**
 * The public pages whose content differs from the build's at `now`, each with the moment of its
 * latest publication (the sitemap's `lastmod`): the middleware answers them from the store.
 */
export async function changedContentPages(db: Db, now = Date.now()): Promise<Record<string, number>> {
  const pages: Record<string, number> = {};
  for (const state of await contentItems(db, now)) {
    if (state.original) continue;
    for (const page of CONTENT_KINDS[state.kind].pages(state.item))
      pages[page] = Math.max(pages[page] ?? 0, state.published.at);
  }
  return pages;
}

/** A digest's parts for the published content at `now` (lib/server/content/content-version.ts). */
export async function publishedContentParts(db: Db, now = Date.now()): Promise<string[]> {
  return (await contentItems(db, now))
    .filter((state) => !state.original)
    .map((state) => `${state.kind}:${state.item}:${JSON.stringify(state.published.value)}`);
}

export type ContentChange = { ok: true; revision: number } | { ok: false; conflict: ContentItemState };

export type ContentWrite =
  | { action: "draft"; value: unknown }
  | { action: "review"; value: unknown }
  | { action: "publish"; value: unknown }
  | { action: "schedule"; value: unknown; at: number }
  | { action: "discard" };

/**
 * Writes an item in one transaction, refused when the item changed since `revision` (the form was
 * opened on an older version: nothing is written over the newer one). A due scheduled publication
 * is folded into the published value first. Publishing the catalog's own value keeps NULL.
 */
export async function writeContentItem(
  db: Db,
  kind: ContentKindId,
  item: string,
  write: ContentWrite,
  by: string,
  revision: number,
  now = Date.now(),
): Promise<ContentChange> {
  if (!isKnown(kind, item)) throw new Error(`unknown content item ${kind}/${item}`);
  return db.transaction(async (tx) => {
    await tx.lockKeys([`content:${kind}:${item}`]);
    const [row] = await tx.all<Row>(`SELECT ${COLUMNS} FROM content_items WHERE kind = ? AND item = ?`, [kind, item]);
    const state = stateOf(kind, item, row, now);
    if (state.revision !== revision) return { ok: false, conflict: state };
    const next = {
      draft: row?.draft ?? null,
      draft_at: row?.draft_at ?? null,
      draft_by: row?.draft_by ?? null,
      published: state.original ? null : JSON.stringify(state.published.value),
      published_at: state.published.at || null,
      published_by: state.published.by,
      scheduled: state.scheduled ? JSON.stringify(state.scheduled.value) : null,
      scheduled_at: state.scheduled?.at ?? null,
      scheduled_by: state.scheduled?.by ?? null,
      review_at: row?.review_at ?? null,
      review_by: row?.review_by ?? null,
      sent_back_at: row?.sent_back_at ?? null,
      sent_back_by: row?.sent_back_by ?? null,
      sent_back_note: row?.sent_back_note ?? null,
    };
    const noReview = { review_at: null, review_by: null };
    const json = (value: unknown) => (isDeepStrictEqual(value, defaultOf(kind, item)) ? null : JSON.stringify(value));
    switch (write.action) {
      case "draft":
        Object.assign(next, { draft: JSON.stringify(write.value), draft_at: now, draft_by: by });
        break;
      case "review":
        Object.assign(next, {
          draft: JSON.stringify(write.value),
          draft_at: now,
          draft_by: by,
          review_at: now,
          review_by: by,
          sent_back_at: null,
          sent_back_by: null,
          sent_back_note: null,
        });
        break;
      case "publish":
        Object.assign(next, {
          published: json(write.value),
          published_at: now,
          published_by: by,
          draft: null,
          draft_at: null,
          draft_by: null,
          scheduled: null,
          scheduled_at: null,
          scheduled_by: null,
          ...noReview,
          sent_back_at: null,
          sent_back_by: null,
          sent_back_note: null,
        });
        break;
      case "schedule":
        Object.assign(next, {
          scheduled: JSON.stringify(write.value),
          scheduled_at: write.at,
          scheduled_by: by,
          draft: null,
          draft_at: null,
          draft_by: null,
        });
        break;
      case "discard":
        Object.assign(next, {
          draft: null,
          draft_at: null,
          draft_by: null,
          scheduled: null,
          scheduled_at: null,
          scheduled_by: null,
        });
        break;
    }
    const values = [
      next.draft,
      next.draft_at,
      next.draft_by,
      next.published,
      next.published_at,
      next.published_by,
      next.scheduled,
      next.scheduled_at,
      next.scheduled_by,
      next.review_at,
      next.review_by,
      next.sent_back_at,
      next.sent_back_by,
      next.sent_back_note,
    ];
    if (write.action !== "discard")
      await keepVersion(tx, kind, item, write.action === "review" ? "draft" : write.action, write.value, by, now);
    if (row)
      await tx.run(
        `UPDATE content_items SET draft = ?, draft_at = ?, draft_by = ?, published = ?, published_at = ?, published_by = ?,
           scheduled = ?, scheduled_at = ?, scheduled_by = ?, review_at = ?, review_by = ?, sent_back_at = ?,
           sent_back_by = ?, sent_back_note = ?, revision = revision + 1 WHERE kind = ? AND item = ?`,
        [...values, kind, item],
      );
    else
      await tx.run(
        `INSERT INTO content_items (${COLUMNS})
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1)`,
        [kind, item, ...values],
      );
    return { ok: true, revision: state.revision + 1 };
  });
}

/**
 * An administrator sends a draft back with a comment: the review request ends, the draft stays, and
 * its author reads why on the item. Refused (false) when the item changed since `revision`.
 */
export async function sendBackContent(
  db: Db,
  kind: ContentKindId,
  item: string,
  note: string,
  by: string,
  revision: number,
  now = Date.now(),
): Promise<boolean> {
  const changed = await db.run(
    `UPDATE content_items SET review_at = NULL, review_by = NULL, sent_back_at = ?, sent_back_by = ?, sent_back_note = ?,
       revision = revision + 1 WHERE kind = ? AND item = ? AND revision = ? AND review_at IS NOT NULL`,
    [now, by, note, kind, item, revision],
  );
  return changed === 1;
}
