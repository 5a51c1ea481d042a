/** A one-time code's field: the authenticator's 6 digits (the phone's numeric keyboard), or a backup code. */
export function CodeField({
  id,
  label,
  kind,
  describedBy,
}: {
  id: string;
  label: string;
  kind: "app" | "backup";
  describedBy?: string | undefined;
}) {
  return (
    <p>
      <label htmlFor={id} className="block font-semibold text-ink">
        {label}
      </label>
      <input
        id={id}
        name="code"
        type="text"
        required
        maxLength={kind === "app" ? 9 : 24}
        autoComplete="one-time-code"
        inputMode={kind === "app" ? "numeric" : "text"}
        spellCheck={false}
        autoCapitalize="off"
        aria-describedby={describedBy}
        className="field-control mt-1 w-full font-mono tracking-widest"
      />
    </p>
  );
}
