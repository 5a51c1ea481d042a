/**
 * A decorative icon from the sprite `public/icons.svg` (one cached file): each page carries a
 * short `<use>` instead of the shape, written once in the HTML and once more in React's payload.
 */
export const ICON_SPRITE = "/icons.svg";

/** The symbols of the sprite (each one an `id` in public/icons.svg, checked by Icon.test.ts). */
export const ICON_NAMES = ["logo", "check", "check-circle", "wrench", "chevron", "caret", "menu", "close"] as const;
export type IconName = (typeof ICON_NAMES)[number];

export function Icon({ name, className, size }: { name: IconName; className?: string; size?: number }) {
  return (
    <svg className={className} width={size} height={size} aria-hidden="true" focusable="false">
      <use href={`${ICON_SPRITE}#${name}`} />
    </svg>
  );
}
