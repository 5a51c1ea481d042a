import { DEFAULT_MAINTENANCE_MESSAGE } from "../../lib/browser/maintenance.ts";
import { Icon } from "../icons/Icon.tsx";
import { Logo } from "../layout/Logo.tsx";

/**
 * The full-page maintenance screen: the /maintenance page, and every page while maintenance is on.
 * `id` prefixes its ids, unique in the page (the layout and the /maintenance page may both hold a screen).
 * `email` is the publisher's (PUBLISHER.email), given by the caller: the legal settings stay out of
 * the browser's bundle, which MaintenanceGate's copy of the screen would otherwise pull in.
 */
export function MaintenanceScreen({ id, email }: { id: string; email: string }) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="container-page flex flex-col items-center py-16 text-center md:py-24"
    >
      <Logo />
      <Icon name="wrench" className="mt-10 text-brand-600" size={56} />
      <h1 id={`${id}-title`} className="mt-6 text-display font-extrabold">
        Site en maintenance
      </h1>
      {/* The inline script (mountMaintenance) writes the stored message and end date before React
          hydrates: React keeps them (suppressHydrationWarning) instead of calling it a mismatch. */}
      <p className="mt-4 max-w-xl text-lg text-muted" data-maintenance-message suppressHydrationWarning>
        {DEFAULT_MAINTENANCE_MESSAGE}
      </p>
      <p className="mt-2 font-semibold text-ink" data-maintenance-end hidden suppressHydrationWarning>
        Retour prévu le: <time suppressHydrationWarning>{""}</time>
      </p>
      <p className="mt-8 max-w-xl text-muted">
        Merci de votre patience&#8239;! Pour toute demande urgente, écrivez-nous à{" "}
        <a className="font-semibold text-brand-700 underline" href={`mailto:${email}`}>
          {email}
        </a>
        .
      </p>
    </section>
  );
}
