import { PRODUCT_SITES, SOCIAL_LINKS } from "./external-links.ts";

export interface NavLink {
  label: string;
  href: string;
}

export interface NavMenu {
  label: string;
  id: string;
  links: NavLink[];
}

export type NavItem = NavLink | NavMenu;

export function isMenu(item: NavItem): item is NavMenu {
  return "links" in item;
}

export const TRIAL_LINK: NavLink = { label: "Commencer gratuitement", href: "/essai-gratuit" };

export const HEADER_NAV: NavItem[] = [
  { label: "Solutions", href: "/solutions" },
  {
    label: "Tarifs",
    id: "menu-tarifs",
    links: [
      { label: "CRMPro", href: "/tarifs/crmpro" },
      { label: "Note 2 Frais", href: "/tarifs/note2frais" },
      { label: "ZENfluence", href: "/tarifs/zenfluence" },
      { label: "ComptaPro", href: "/tarifs/comptapro" },
      { label: "FacturePro", href: "/tarifs/facturepro" },
      { label: "Tous les tarifs", href: "/tarifs" },
    ],
  },
  {
    label: "Ressources",
    id: "menu-ressources",
    links: [
      { label: "FAQ", href: "/ressources/faq" },
      { label: "Blog", href: "/blog" },
    ],
  },
  { label: "À propos", href: "/a-propos" },
];

export const FOOTER_INTERNAL: NavLink[] = [
  { label: "Boosters", href: "/boosters" },
  { label: "À propos", href: "/a-propos" },
  { label: "FAQ", href: "/ressources/faq" },
  { label: "Blog", href: "/ressources/blog" },
  { label: "Mentions légales", href: "/mentions-legales" },
  { label: "Politique de confidentialité", href: "/politique-confidentialite" },
  { label: "CGV", href: "/cgv" },
];

export const FOOTER_SOLUTIONS: NavLink[] = [
  { label: "CRMPro", href: PRODUCT_SITES.crmpro },
  { label: "Note 2 frais", href: PRODUCT_SITES.note2frais },
  { label: "ComptaPro", href: PRODUCT_SITES.comptapro },
  { label: "FacturePro", href: PRODUCT_SITES.facturepro },
  { label: "ZENfluence", href: PRODUCT_SITES.zenfluence },
];

export const FOOTER_SOCIAL: NavLink[] = [
  { label: "Instagram", href: SOCIAL_LINKS.instagram },
  { label: "LinkedIn", href: SOCIAL_LINKS.linkedin },
];
