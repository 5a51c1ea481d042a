import { DELIVERY_LABELS, deliveryReason } from "../../lib/server/staff/desk-labels.ts";
import type { DeliveryState } from "../../lib/server/staff/leads-desk.ts";

const TONES: Record<DeliveryState["state"], string> = {
  none: "text-muted",
  pending: "text-ink",
  sent: "text-success",
  failed: "text-danger",
};

/** A submission's delivery state in words (never by colour alone), with the reason of a failure. */
export function DeliveryBadge({ delivery }: { delivery: DeliveryState }) {
  const reason = deliveryReason(delivery.reason);
  return (
    <span className={`font-medium ${TONES[delivery.state]}`}>
      {DELIVERY_LABELS[delivery.state]}
      {reason && delivery.state !== "sent" && <span className="block text-sm font-normal">{reason}</span>}
    </span>
  );
}
