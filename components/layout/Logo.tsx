import { SITE } from "../../lib/config/site.ts";
import { Icon } from "../icons/Icon.tsx";

export function Logo() {
  return (
    <a href="/" className="logo-link">
      <Icon name="logo" size={32} />
      <span>{SITE.name}</span>
      <span className="sr-only"> – accueil</span>
    </a>
  );
}
