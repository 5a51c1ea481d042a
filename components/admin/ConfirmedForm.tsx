import type { ReactNode } from "react";

/**
 * A destructive action behind an explicit confirmation: the box must be ticked (checked again on
 * the server) before the button does anything. Works without JavaScript.
 */
export function ConfirmedForm({
  action,
  id,
  confirmation,
  button,
  children,
}: {
  action: (form: FormData) => Promise<void>;
  id: string;
  confirmation: string;
  button: string;
  children?: ReactNode;
}) {
  return (
    <form action={action} className="card mt-4 space-y-4">
      {children}
      <p className="flex items-start gap-3">
        <input
          id={`${id}-confirmation`}
          name="confirmation"
          type="checkbox"
          value="oui"
          required
          className="mt-1 size-5 shrink-0"
        />
        <label htmlFor={`${id}-confirmation`} className="text-ink">
          {confirmation}
        </label>
      </p>
      <button type="submit" className="btn border-danger bg-danger text-white hover:bg-red-800">
        {button}
      </button>
    </form>
  );
}
