import { HONEYPOT_FIELD } from "../../lib/forms/honeypot.ts";
import { LEAD_ORIGIN_KEYS } from "../../lib/forms/lead-origin.ts";

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

/**
 * The page a form posted as plain HTML (without JavaScript, or before it) is sent from: the lead
 * records it (lib/forms/lead-origin.ts). With JavaScript the form's code sends the page it is on.
 */
export function PagePathField({ path }: { path: string }) {
  return <input type="hidden" name={LEAD_ORIGIN_KEYS.pagePath} value={path} />;
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
