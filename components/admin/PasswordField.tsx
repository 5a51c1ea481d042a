import {
  STAFF_PASSWORD_MAX_LENGTH,
  STAFF_PASSWORD_MIN_LENGTH,
  TYPED_PASSWORD_MAX_CHARS,
} from "../../lib/config/staff-policy.ts";

/**
 * A password field of the back office's forms: the current one (`current-password`, any length the
 * server reads) or a new one (`new-password`, within the accounts' length rules).
 */
export function PasswordField({
  id,
  name,
  label,
  kind,
}: {
  id: string;
  name: string;
  label: string;
  kind: "current" | "new";
}) {
  return (
    <p>
      <label htmlFor={id} className="block font-medium text-ink">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="password"
        required
        maxLength={kind === "current" ? TYPED_PASSWORD_MAX_CHARS : STAFF_PASSWORD_MAX_LENGTH}
        minLength={kind === "current" ? undefined : STAFF_PASSWORD_MIN_LENGTH}
        autoComplete={kind === "current" ? "current-password" : "new-password"}
        className="field-control mt-1 w-full"
      />
    </p>
  );
}
