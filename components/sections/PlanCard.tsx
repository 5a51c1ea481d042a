import { annualPrice } from "../../lib/catalog/plans.ts";
import { priceLabel } from "../../lib/catalog/price-label.ts";
import { TERMS } from "../../lib/catalog/terms.ts";
import type { Plan } from "../../lib/catalog/types.ts";
import { formatPrice } from "../../lib/format/french-format.ts";
import { DialogOpener } from "../forms/DialogOpener.tsx";
import { Icon } from "../icons/Icon.tsx";
import { cx } from "./cx.ts";

/** Plan card of spec section 3; `id` is unique per page and links the call to action to the plan name. */
export function PlanCard({ plan, id }: { plan: Plan; id: string }) {
  const paid = typeof plan.price === "number" && plan.price > 0;
  const yearly =
    typeof plan.price === "number" && paid ? formatPrice(annualPrice(plan.price, TERMS.annualFreeMonths)) : undefined;
  const titleId = `${id}-title`;
  return (
    <article
      className={cx("card relative flex h-full flex-col", plan.popular && "border-2 border-brand-600 shadow-lg")}
      aria-labelledby={titleId}
      data-plan={plan.title}
      data-popular={plan.popular ? "true" : undefined}
    >
      {plan.popular && (
        <p className="absolute -top-3 left-1/2 -translate-x-1/2 rounded-full bg-brand-600 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-on-brand">
          Le plus populaire
        </p>
      )}
      <h3 id={titleId} className="text-xl font-bold text-ink">
        {plan.title}
      </h3>
      <p className="mt-2 text-muted">{plan.description}</p>
      <p className="mt-6 flex items-baseline gap-1" data-price>
        <span className="text-4xl font-extrabold tracking-tight text-ink">{priceLabel(plan.price)}</span>
        {paid && (
          <>
            {" "}
            <span className="text-muted">/&nbsp;{plan.period}</span>
          </>
        )}
      </p>
      {yearly && (
        <p className="mt-1 text-sm text-muted">
          ou {yearly} par an, {TERMS.annualFreeMonths} mois offerts
        </p>
      )}
      <ul className="mt-6 flex-1 space-y-3">
        {plan.features.map((feature) => (
          <li key={feature} className="flex gap-3">
            <Icon name="check" className="mt-0.5 h-5 w-5 flex-none text-accent-600" />
            <span>{feature}</span>
          </li>
        ))}
      </ul>
      <div className="mt-8">
        {typeof plan.ctaLink === "string" ? (
          <a
            href={plan.ctaLink}
            className={cx("btn w-full", plan.popular ? "btn-primary" : "btn-secondary")}
            target="_blank"
            rel="noopener noreferrer"
            aria-describedby={titleId}
          >
            {plan.ctaText}
            <span className="sr-only"> (nouvel onglet)</span>
          </a>
        ) : (
          <DialogOpener
            dialog={plan.ctaLink.dialog}
            product={plan.ctaLink.product}
            className="btn btn-secondary w-full"
          >
            {plan.ctaText}
          </DialogOpener>
        )}
      </div>
    </article>
  );
}
