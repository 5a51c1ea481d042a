import type { formTree } from "../../lib/catalog/content/form-values.ts";

/** The content desk's form as the browser posts it: each control of `tree` with its value (a list's count in `path.n`). */
export function contentFormPost(tree: ReturnType<typeof formTree>, form = new FormData()): FormData {
  if (tree.kind === "group") for (const field of tree.fields) contentFormPost(field, form);
  else if (tree.kind === "list") {
    form.set(`${tree.path}.n`, String(tree.items.length));
    for (const item of tree.items) contentFormPost(item, form);
  } else if (tree.meta.field === "price") {
    form.set(`${tree.path}.kind`, tree.priceKind ?? "amount");
    form.set(`${tree.path}.amount`, tree.value);
  } else if (tree.meta.field === "boolean") {
    if (tree.checked) form.set(tree.path, "on");
  } else form.set(tree.path, tree.value);
  return form;
}
