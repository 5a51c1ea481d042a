/** Maximum lengths per field (spec section 5). Used by the schemas and as `maxlength` on inputs. */
export const FIELD_LIMITS = {
  firstName: 50,
  lastName: 50,
  email: 100,
  phone: 20,
  company: 100,
  message: 1000,
} as const;

/** Any field not in FIELD_LIMITS. */
export const DEFAULT_FIELD_LIMIT = 255;

/** Above this length any text fails the generic check "{field} dépasse la longueur maximale". */
export const GENERIC_TEXT_LIMIT = 1000;

export const MIN_LENGTHS = {
  name: 2,
  company: 2,
  phone: 10,
  message: 10,
} as const;

/** The same form key cannot be submitted again within this window (browser and server). */
export const THROTTLE_WINDOW_MS = 60_000;

export function maxLengthOf(field: string): number {
  return (FIELD_LIMITS as Record<string, number>)[field] ?? DEFAULT_FIELD_LIMIT;
}
