/** A file sent with a back-office form, read as UTF-8 text; or the French reason it cannot be (none chosen, not text). */
export async function uploadedText(
  form: FormData,
  field: string,
  messages: { noFile: string; unreadable: string },
): Promise<string | { error: string }> {
  const file = form.get(field);
  if (!(file instanceof File) || file.size === 0) return { error: messages.noFile };
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(await file.arrayBuffer());
  } catch {
    return { error: messages.unreadable };
  }
}
