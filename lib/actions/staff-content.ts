"use server";

import { redirect } from "next/navigation";
import { compareVersions } from "../catalog/content/compare.ts";
import type { ContentFormState } from "../catalog/content/content-form.ts";
import { CONTENT_FORM_MESSAGES } from "../catalog/content/content-form.ts";
import {
  applyListOperation,
  fieldErrors,
  formTree,
  parseListOperation,
  valueFromForm,
} from "../catalog/content/form-values.ts";
import { CONTENT_KINDS, type ContentKindId, contentKindOf, DEFAULT_CONTENT } from "../catalog/content/kinds.ts";
import { ACCOUNTS_ADMIN_PATH, CONTENT_ADMIN_PATH, contentHistoryPath, contentItemPath } from "../config/admin.ts";
import type { LockAnswer } from "../config/content-lock.ts";
import { mayPublishContent, SENT_BACK_NOTE_MAX } from "../config/content-review.ts";
import { formatShortDateTime } from "../format/french-format.ts";
import { parisLocalTime } from "../format/paris-time.ts";
import { announceChange } from "../server/announce-change.ts";
import { type AuditAction, recordAudit } from "../server/audit/audit.ts";
import { claimLock, releaseLock } from "../server/content/content-locks.ts";
import { type ContentWrite, sendBackContent, writeContentItem } from "../server/content/content-store.ts";
import { contentVersionById } from "../server/content/content-versions.ts";
import { createShareLink, revokeShareLink, SHARE_DAYS } from "../server/content/share-links.ts";
import { serverSecret } from "../server/runtime.ts";
import { readContentReview, saveContentReview } from "../server/settings/content-review-setting.ts";
import { listStaff } from "../server/staff/accounts.ts";
import { requireStaff, type StaffContext, staffOrNull } from "../server/staff-guard.ts";

const text = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

/**
 * The item a desk's form names (`type`, `element`), once the guard let its member through (the
 * session and the role first, then the item): an unknown one goes back to the desk's list.
 */
async function guardedItem(form: FormData, access: "content" | "contentReview", pathOf = contentItemPath) {
  const kindId = text(form, "type");
  const item = text(form, "element");
  const kind = contentKindOf(kindId, item);
  const back = kind ? pathOf(kindId, item) : CONTENT_ADMIN_PATH;
  const { staff, directory } = await requireStaff(back, access);
  if (!kind) redirect(`${CONTENT_ADMIN_PATH}?message=contenu-inconnu`);
  return { kindId: kindId as ContentKindId, item, kind, back, staff, directory };
}

const AUDITED: Record<ContentWrite["action"], AuditAction> = {
  draft: "content-saved",
  review: "content-review-asked",
  publish: "content-published",
  schedule: "content-scheduled",
  discard: "content-discarded",
};

const MESSAGES: Record<ContentWrite["action"], string> = {
  draft: "contenu-enregistre",
  review: "relecture-demandee",
  publish: "contenu-publie",
  schedule: "contenu-programme",
  discard: "contenu-abandonne",
};

/**
 * The content desk's form (/admin/contenu/{kind}/{item}): « Enregistrer » keeps a draft,
 * « Publier » publishes it, « Programmer » publishes it at a Paris date and time, each over the
 * revision the form was opened on; « Monter », « Descendre », « Retirer » and « Ajouter » change a
 * list and show the form again, nothing saved. Every value is checked by the kind's schema: a
 * refusal, a newer version or a store out of reach answers with the fields as typed and each reason.
 */
export async function contentFormAction(previous: ContentFormState, form: FormData): Promise<ContentFormState> {
  // An id only once contentKindOf found its kind: every use as an id comes after that check.
  const kindId = text(form, "type") as ContentKindId;
  const item = text(form, "element");
  const kind = contentKindOf(kindId, item);
  const back = kind ? contentItemPath(kindId, item) : CONTENT_ADMIN_PATH;
  // The session checked first; ended, the form keeps what was typed and says so (no redirect that would lose it).
  const signedIn = await staffOrNull("content", back);
  if (!signedIn)
    return {
      ...previous,
      tree: kind ? formTree(kind.schema(item), valueFromForm(kind.schema(item), form)) : previous?.tree,
      message: CONTENT_FORM_MESSAGES.sessionEnded,
      serial: (previous?.serial ?? 0) + 1,
    };
  if (!kind) redirect(`${CONTENT_ADMIN_PATH}?message=contenu-inconnu`);
  const schema = kind.schema(item);
  const revision = Number(text(form, "revision")) || 0;
  let value = valueFromForm(schema, form);
  const answer = (errors: Record<string, string>, message?: string): ContentFormState => ({
    tree: formTree(schema, value),
    errors,
    ...(message ? { message } : {}),
    revision,
    serial: (previous?.serial ?? 0) + 1,
  });
  const { staff, directory } = signedIn;
  const intent = text(form, "intent");
  const operation = parseListOperation(intent);
  if (operation) {
    value = applyListOperation(schema, value, operation);
    return answer({});
  }
  const parsed = schema.safeParse(kind.complete ? kind.complete(value) : value);
  if (!parsed.success) return answer(fieldErrors(parsed.error));
  value = parsed.data;
  const now = Date.now();
  // Someone took the item over meanwhile: nothing written, what was typed kept to copy.
  const lock = await claimLock(directory.db, kindId, item, staff.userId, now).catch(() => undefined);
  if (lock && !lock.held) return answer({}, await takenOverMessage(directory, lock.holder, lock.since));
  let write: ContentWrite;
  if (
    (intent === "publier" || intent === "programmer") &&
    !mayPublishContent(staff.role, kindId, await readContentReview(directory.db))
  )
    return answer({}, CONTENT_FORM_MESSAGES.reviewNeeded);
  if (intent === "relecture") write = { action: "review", value };
  else if (intent === "publier") write = { action: "publish", value };
  else if (intent === "programmer") {
    const at = parisLocalTime(text(form, "date"));
    if (at === null) return answer({ date: CONTENT_FORM_MESSAGES.scheduleInvalid });
    if (at <= now) return answer({ date: CONTENT_FORM_MESSAGES.schedulePast });
    write = { action: "schedule", value, at };
  } else write = { action: "draft", value };
  let change: Awaited<ReturnType<typeof writeContentItem>>;
  try {
    change = await writeContentItem(directory.db, kindId, item, write, staff.userId, revision, now);
  } catch {
    return answer({}, CONTENT_FORM_MESSAGES.storeDown);
  }
  if (!change.ok) {
    const theirs = change.conflict.draft?.value ?? change.conflict.scheduled?.value ?? change.conflict.published.value;
    return { ...answer({}, CONTENT_FORM_MESSAGES.conflict), conflict: compareVersions(schema, theirs, value) };
  }
  await recordAudit(
    directory.db,
    { actorId: staff.userId, action: AUDITED[write.action], detail: `${kindId}/${item}` },
    now,
  );
  // The pages that show it changed (or will, at the scheduled time): search engines hear of it (IndexNow).
  if (write.action === "publish" || write.action === "schedule")
    await announceChange(directory.db, kind.pages(item), now, write.action === "schedule" ? { at: write.at } : {});
  // Done with it (published, scheduled, handed over for review): the item is free for the next person.
  if (write.action !== "draft") await releaseLock(directory.db, kindId, item, staff.userId).catch(() => undefined);
  redirect(`${back}?message=${MESSAGES[write.action]}`);
}

/** « Revenir au texte d'origine » (the catalog's value as the draft, to preview and publish) and « Abandonner le brouillon ». */
export async function contentDraftAction(form: FormData): Promise<void> {
  const { kindId, item, back, staff, directory } = await guardedItem(form, "content");
  const original = text(form, "intent") === "origine";
  const write: ContentWrite = original
    ? { action: "draft", value: CONTENT_KINDS[kindId].read(DEFAULT_CONTENT, item) }
    : { action: "discard" };
  const now = Date.now();
  let change: Awaited<ReturnType<typeof writeContentItem>>;
  try {
    change = await writeContentItem(
      directory.db,
      kindId,
      item,
      write,
      staff.userId,
      Number(text(form, "revision")) || 0,
      now,
    );
  } catch {
    redirect(`${back}?message=stockage-indisponible`);
  }
  if (!change.ok) redirect(`${back}?message=contenu-modifie-entre-temps`);
  await recordAudit(
    directory.db,
    { actorId: staff.userId, action: original ? "content-reverted" : "content-discarded", detail: `${kindId}/${item}` },
    now,
  );
  redirect(`${back}?message=${original ? "contenu-origine" : "contenu-abandonne"}`);
}

/** « Restaurer comme brouillon »: a kept version becomes the item's draft (never the published page), over the revision the history showed. */
export async function restoreContentVersionAction(form: FormData): Promise<void> {
  const { kindId, item, back: history, staff, directory } = await guardedItem(form, "content", contentHistoryPath);
  const version = await contentVersionById(directory.db, kindId, item, text(form, "version"));
  if (!version) redirect(`${history}?message=version-inconnue`);
  const now = Date.now();
  let change: Awaited<ReturnType<typeof writeContentItem>>;
  try {
    change = await writeContentItem(
      directory.db,
      kindId,
      item,
      { action: "draft", value: version.value },
      staff.userId,
      Number(text(form, "revision")) || 0,
      now,
    );
  } catch {
    redirect(`${history}?message=stockage-indisponible`);
  }
  if (!change.ok) redirect(`${history}?message=contenu-modifie-entre-temps`);
  await recordAudit(
    directory.db,
    { actorId: staff.userId, action: "content-restored", detail: `${kindId}/${item} ${version.id}` },
    now,
  );
  redirect(`${contentItemPath(kindId, item)}?message=version-contenu-restauree`);
}

/** « Renvoyer avec un commentaire »: an administrator ends a review request, the draft kept, with why. */
export async function sendBackContentAction(form: FormData): Promise<void> {
  const { kindId, item, back, staff, directory } = await guardedItem(form, "contentReview");
  const note = text(form, "commentaire").replace(/\s+/g, " ").trim();
  if (!note || [...note].length > SENT_BACK_NOTE_MAX) redirect(`${back}?message=commentaire-relecture`);
  const now = Date.now();
  const done = await sendBackContent(
    directory.db,
    kindId,
    item,
    note,
    staff.userId,
    Number(text(form, "revision")) || 0,
    now,
  ).catch(() => redirect(`${back}?message=stockage-indisponible`));
  if (!done) redirect(`${back}?message=contenu-modifie-entre-temps`);
  await recordAudit(
    directory.db,
    { actorId: staff.userId, action: "content-sent-back", detail: `${kindId}/${item}` },
    now,
  );
  redirect(`${back}?message=relecture-renvoyee`);
}

/** The accounts desk's setting: whether the rédaction publishes the content without prices itself. */
export async function saveContentReviewAction(form: FormData): Promise<void> {
  const { staff, directory } = await requireStaff(ACCOUNTS_ADMIN_PATH, "accounts");
  const redactionMayPublish = form.get("redaction-publie") === "on";
  const now = Date.now();
  await saveContentReview(directory.db, { redactionMayPublish }, staff.userId, now);
  await recordAudit(
    directory.db,
    {
      actorId: staff.userId,
      action: "content-review-setting",
      detail: redactionMayPublish ? "rédaction publie" : "relecture obligatoire",
    },
    now,
  );
  redirect(`${ACCOUNTS_ADMIN_PATH}?message=relecture-reglee`);
}

/** « Partager l'aperçu »: a signed link to the item's draft, valid the days chosen (7 at most). */
export async function createShareLinkAction(form: FormData): Promise<void> {
  const { kindId, item, back, staff, directory } = await guardedItem(form, "content");
  const days = Number(text(form, "jours"));
  if (!(SHARE_DAYS as readonly number[]).includes(days)) redirect(`${back}?message=partage-duree`);
  const now = Date.now();
  await createShareLink(directory.db, kindId, item, days, staff.userId, serverSecret(), now);
  await recordAudit(
    directory.db,
    { actorId: staff.userId, action: "content-shared", detail: `${kindId}/${item} ${days} j` },
    now,
  );
  redirect(`${back}?message=partage-cree#partage`);
}

/** « Désactiver » a share link of the item: it then says so to whoever opens it. */
export async function revokeShareLinkAction(form: FormData): Promise<void> {
  const { kindId, item, back, staff, directory } = await guardedItem(form, "content");
  const now = Date.now();
  const done = await revokeShareLink(directory.db, kindId, item, text(form, "lien"), now);
  if (done)
    await recordAudit(
      directory.db,
      { actorId: staff.userId, action: "content-share-revoked", detail: `${kindId}/${item}` },
      now,
    );
  redirect(`${back}?message=${done ? "partage-desactive" : "partage-inconnu"}#partage`);
}

/** « X a pris la main… »: said to the former holder of an item's lock. */
async function takenOverMessage(directory: StaffContext["directory"], holder: string, since: number): Promise<string> {
  return CONTENT_FORM_MESSAGES.takenOver(await memberName(directory, holder), formatShortDateTime(new Date(since)));
}

async function memberName(directory: StaffContext["directory"], id: string): Promise<string> {
  const members = await listStaff(directory).catch(() => []);
  return members.find((member) => member.id === id)?.name ?? "Un autre membre de l'équipe";
}

/**
 * The holder's page, every LOCK_RENEW_MS and when it comes back to the front: its lock renewed and,
 * when something was typed since (`autosave`), the draft saved if the fields hold (never published,
 * never releasing the lock). Taken over meanwhile: who and since when, nothing saved.
 */
export async function renewContentLockAction(form: FormData, autosave: boolean): Promise<LockAnswer | undefined> {
  // An id only once contentKindOf found its kind: every use as an id comes after that check.
  const kindId = text(form, "type") as ContentKindId;
  const item = text(form, "element");
  const kind = contentKindOf(kindId, item);
  const signedIn = await staffOrNull("content", kind ? contentItemPath(kindId, item) : CONTENT_ADMIN_PATH);
  if (!signedIn) return { ended: CONTENT_FORM_MESSAGES.sessionEnded };
  if (!kind) return undefined;
  const { staff, directory } = signedIn;
  const now = Date.now();
  const revision = Number(text(form, "revision")) || 0;
  const lock = await claimLock(directory.db, kindId, item, staff.userId, now);
  if (!lock.held) return { held: false, holderName: await memberName(directory, lock.holder), since: lock.since };
  if (!autosave) return { held: true, saved: false, revision };
  const schema = kind.schema(item);
  const typed = valueFromForm(schema, form);
  const parsed = schema.safeParse(kind.complete ? kind.complete(typed) : typed);
  if (!parsed.success) return { held: true, saved: false, revision };
  const change = await writeContentItem(
    directory.db,
    kindId,
    item,
    { action: "draft", value: parsed.data },
    staff.userId,
    revision,
    now,
  ).catch(() => undefined);
  // Kept in the item's history (who, when), not in the journal: one line every 30 s would drown it.
  return change?.ok ? { held: true, saved: true, revision: change.revision } : { held: true, saved: false, revision };
}

/** « Prendre la main »: the item's lock moved to this member; its former holder is told by their page. */
export async function takeOverContentAction(form: FormData): Promise<void> {
  const { kindId, item, back, staff, directory } = await guardedItem(form, "content");
  const now = Date.now();
  await claimLock(directory.db, kindId, item, staff.userId, now, true);
  await recordAudit(
    directory.db,
    { actorId: staff.userId, action: "content-taken-over", detail: `${kindId}/${item}` },
    now,
  );
  redirect(`${back}?message=main-prise`);
}
