"use server";

import { redirect } from "next/navigation";
import { seoPagePath } from "../config/admin.ts";
import { siteUrl } from "../config/env.ts";
import {
  canonicalPath,
  foldSeoText,
  isEmptyOverride,
  SEO_OVERRIDE_MESSAGES,
  SEO_TEXT_FIELDS,
  SEO_TEXT_LIMITS,
  type SeoField,
  type SeoOverride,
} from "../config/seo-overrides.ts";
import { announceChange } from "../server/announce-change.ts";
import { recordAudit } from "../server/audit/audit.ts";
import { originalSeoValues } from "../server/seo/built-page.ts";
import { livePagePaths } from "../server/seo/review.ts";
import { readSeoOverrides, saveSeoOverrides } from "../server/settings/seo-overrides-setting.ts";
import { requireStaff } from "../server/staff-guard.ts";

/** What the SEO form shows again after a refusal: each field as typed, and the French reason of each refused one. */
export interface SeoFormState {
  values: Partial<Record<SeoField, string>>;
  errors: Partial<Record<SeoField, string>>;
}

const PAGE_FIELD = "chemin";

/** A page the desk can change: a public page of this build, not the not-found page. */
const editable = (path: string) => livePagePaths().includes(path);

/** The page the form is about, or "" when it names none the desk can change. */
function pageOf(form: FormData): string {
  const path = String(form.get(PAGE_FIELD) ?? "");
  return editable(path) ? path : "";
}

async function noindexed(path: string, overrides: Record<string, SeoOverride>): Promise<boolean> {
  return overrides[path]?.noindex === true || (await originalSeoValues(path)).noindex;
}

/**
 * Saves one page's SEO values (/admin/seo/fiche): each text folded and within its limit, a
 * canonical of this site naming one of its indexable pages, noindex. A field left empty or equal
 * to the page module's value keeps that value. Refused fields come back with their reason and
 * nothing is saved; saved, the change is audited (the fields, not their texts).
 */
export async function saveSeoOverrideAction(_: SeoFormState, form: FormData): Promise<SeoFormState> {
  const path = pageOf(form);
  const { staff, directory } = await requireStaff(seoPagePath(path), "seo");
  const values: SeoFormState["values"] = {};
  const errors: SeoFormState["errors"] = {};
  if (!path)
    return { values, errors: { title: SEO_OVERRIDE_MESSAGES.unknownPage(String(form.get(PAGE_FIELD) ?? "")) } };
  const originals = await originalSeoValues(path);
  const overrides = await readSeoOverrides(directory.db);
  const next: Omit<SeoOverride, "changedAt"> = {};

  for (const field of SEO_TEXT_FIELDS) {
    const raw = String(form.get(field) ?? "");
    values[field] = raw;
    const text = foldSeoText(raw);
    if ([...text].length > SEO_TEXT_LIMITS[field])
      errors[field] = SEO_OVERRIDE_MESSAGES.tooLong(field, [...text].length);
    else if (text && text !== originals[field]) next[field] = text;
  }
  const rawCanonical = String(form.get("canonical") ?? "");
  values.canonical = rawCanonical;
  if (rawCanonical.trim()) {
    const target = canonicalPath(rawCanonical, siteUrl());
    if (!target) errors.canonical = SEO_OVERRIDE_MESSAGES.canonicalShape(siteUrl());
    else if (!editable(target)) errors.canonical = SEO_OVERRIDE_MESSAGES.unknownPage(target);
    else if (target !== path && (await noindexed(target, overrides)))
      errors.canonical = SEO_OVERRIDE_MESSAGES.canonicalNoindex(target);
    else if (target !== path) next.canonical = target;
  }
  const noindex = form.get("noindex") === "on";
  values.noindex = noindex ? "on" : "";
  if (noindex && !originals.noindex) next.noindex = true;
  if (Object.keys(errors).length > 0) return { values, errors };

  const before = overrides[path];
  const changed = (Object.keys({ ...before, ...next }) as (keyof SeoOverride)[]).filter(
    (key) => key !== "changedAt" && before?.[key] !== next[key],
  );
  const now = Date.now();
  if (changed.length > 0) {
    if (isEmptyOverride(next)) delete overrides[path];
    else overrides[path] = { ...next, changedAt: new Date(now).toISOString() };
    await saveSeoOverrides(directory.db, overrides, staff.userId, now);
    // Search engines hear of the page's new values (IndexNow; a page now noindex is left out when sent).
    await announceChange(directory.db, [path], now);
  }
  await recordAudit(
    directory.db,
    { actorId: staff.userId, action: "seo-page", detail: `${path} : ${changed.join(", ") || "aucun changement"}` },
    now,
  );
  redirect(`${seoPagePath(path)}&message=seo-enregistre`);
}

/** « Rétablir la valeur d'origine » of one field of one page. */
export async function resetSeoFieldAction(form: FormData): Promise<void> {
  const path = pageOf(form);
  const { staff, directory } = await requireStaff(seoPagePath(path), "seo");
  const field = String(form.get("champ") ?? "") as keyof Omit<SeoOverride, "changedAt">;
  const overrides = await readSeoOverrides(directory.db);
  const override = overrides[path];
  if (path && override && field in override && field !== ("changedAt" as string)) {
    const now = Date.now();
    const { [field]: _, changedAt: __, ...rest } = override;
    if (isEmptyOverride(rest)) delete overrides[path];
    else overrides[path] = { ...rest, changedAt: new Date(now).toISOString() };
    await saveSeoOverrides(directory.db, overrides, staff.userId, now);
    await announceChange(directory.db, [path], now);
    await recordAudit(
      directory.db,
      { actorId: staff.userId, action: "seo-page", detail: `${path} : rétabli ${field}` },
      now,
    );
  }
  redirect(`${seoPagePath(path)}&message=seo-retabli`);
}
