import {
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_TOKEN_PARAM,
  NEWSLETTER_UNSUBSCRIBE_PATH,
} from "../../config/newsletter.ts";
import { confirmToken, unsubscribeToken } from "./token.ts";

function pageUrl(siteUrl: string, path: string, token: string): string {
  const url = new URL(path, `${siteUrl.replace(/\/+$/, "")}/`);
  url.searchParams.set(NEWSLETTER_TOKEN_PARAM, token);
  return url.href;
}

/** The confirmation page's address for the link issued at `issuedAt` with `nonce`. */
export function confirmationUrl(siteUrl: string, secret: string, nonce: string, issuedAt: number): string {
  return pageUrl(siteUrl, NEWSLETTER_CONFIRM_PATH, confirmToken(secret, nonce, issuedAt));
}

/** The « Se désinscrire » page's address for the subscription of `nonce`. */
export function unsubscribeUrl(siteUrl: string, secret: string, nonce: string): string {
  return pageUrl(siteUrl, NEWSLETTER_UNSUBSCRIBE_PATH, unsubscribeToken(secret, nonce));
}
