/** Joins the class names that apply (skipping false, undefined and empty ones). */
export function cx(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(" ");
}
