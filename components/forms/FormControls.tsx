import { HONEYPOT_FIELD } from "../../lib/forms/honeypot.ts";

/*
 * The controls every form of the site has, the footer's newsletter included: the id of a
 * control, the honeypot and the submit button. Apart from the fields (FormFields.tsx), so that
 * the newsletter, on every page, does not bring the contact and demo forms' markup with it.
 */

export function controlId(prefix: string, name: string): string {
  return `${prefix}-${name}`;
}

/** Off screen, inert and hidden from assistive technology: only a bot fills it. */
export function Honeypot({ prefix, bind }: { prefix: string; bind?: Record<string, unknown> }) {
  const id = controlId(prefix, HONEYPOT_FIELD);
  return (
    <div className="absolute top-0 -left-[9999px] size-px overflow-hidden" aria-hidden="true" inert>
      <label htmlFor={id}>Site web</label>
      <input id={id} name={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" {...bind} />
    </div>
  );
}

/** The submit button: while a submission is under way it says so and refuses a second one. */
export function SubmitButton({
  label,
  busyLabel,
  busy,
  className,
}: {
  label: string;
  busyLabel: string;
  busy: boolean;
  className: string;
}) {
  // aria-disabled rather than disabled: a disabled button would drop the focus out of the dialog.
  return (
    <button type="submit" className={className} aria-disabled={busy ? true : undefined}>
      {busy ? busyLabel : label}
    </button>
  );
}
