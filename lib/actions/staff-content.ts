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
import { CONTENT_ADMIN_PATH, contentHistoryPath, contentItemPath } from "../config/admin.ts";
import { parisLocalTime } from "../format/paris-time.ts";
import { type ContentWrite, writeContentItem } from "../server/content/content-store.ts";
import { contentVersionById } from "../server/content/content-versions.ts";
import { type AuditAction, recordAudit } from "../server/staff/audit.ts";
import { requireStaff, staffOrNull } from "../server/staff/guard.ts";

const text = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
};

const AUDITED: Record<ContentWrite["action"], AuditAction> = {
  draft: "content-saved",
  publish: "content-published",
  schedule: "content-scheduled",
  discard: "content-discarded",
};

const MESSAGES: Record<ContentWrite["action"], string> = {
  draft: "contenu-enregistre",
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
  const kindId = text(form, "type");
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
  let write: ContentWrite;
  if (intent === "publier") write = { action: "publish", value };
  else if (intent === "programmer") {
    const at = parisLocalTime(text(form, "date"));
    if (at === null) return answer({ date: CONTENT_FORM_MESSAGES.scheduleInvalid });
    if (at <= now) return answer({ date: CONTENT_FORM_MESSAGES.schedulePast });
    write = { action: "schedule", value, at };
  } else write = { action: "draft", value };
  let change: Awaited<ReturnType<typeof writeContentItem>>;
  try {
    change = await writeContentItem(directory.db, kindId as ContentKindId, item, write, staff.userId, revision, now);
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
  redirect(`${back}?message=${MESSAGES[write.action]}`);
}

/** « Revenir au texte d'origine » (the catalog's value as the draft, to preview and publish) and « Abandonner le brouillon ». */
export async function contentDraftAction(form: FormData): Promise<void> {
  const kindId = text(form, "type");
  const item = text(form, "element");
  const kind = contentKindOf(kindId, item);
  const back = kind ? contentItemPath(kindId, item) : CONTENT_ADMIN_PATH;
  const { staff, directory } = await requireStaff(back, "content");
  if (!kind) redirect(`${CONTENT_ADMIN_PATH}?message=contenu-inconnu`);
  const original = text(form, "intent") === "origine";
  const write: ContentWrite = original
    ? { action: "draft", value: CONTENT_KINDS[kindId as ContentKindId].read(DEFAULT_CONTENT, item) }
    : { action: "discard" };
  const now = Date.now();
  let change: Awaited<ReturnType<typeof writeContentItem>>;
  try {
    change = await writeContentItem(
      directory.db,
      kindId as ContentKindId,
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
  const kindId = text(form, "type");
  const item = text(form, "element");
  const kind = contentKindOf(kindId, item);
  const history = kind ? contentHistoryPath(kindId, item) : CONTENT_ADMIN_PATH;
  const { staff, directory } = await requireStaff(history, "content");
  if (!kind) redirect(`${CONTENT_ADMIN_PATH}?message=contenu-inconnu`);
  const version = await contentVersionById(directory.db, kindId as ContentKindId, item, text(form, "version"));
  if (!version) redirect(`${history}?message=version-inconnue`);
  const now = Date.now();
  let change: Awaited<ReturnType<typeof writeContentItem>>;
  try {
    change = await writeContentItem(
      directory.db,
      kindId as ContentKindId,
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
