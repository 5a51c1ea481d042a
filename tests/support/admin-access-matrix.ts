/**
 * What every back-office screen, export and server action answers to each role and to a signed-out
 * visitor: written out here, apart from lib/config/staff-roles.ts, so that a desk wrongly named in
 * the code fails. The tests that read it (tests/e2e/admin-roles.spec.ts for the routes,
 * lib/actions/staff-access.test.ts for the actions) also fail when a route or an action exists
 * without its line.
 */
import type { StaffRole } from "../../lib/config/staff-roles.ts";

const A = "administrateur";
const R = "redaction";
const C = "commercial";
const ALL: StaffRole[] = [A, R, C];

export interface RouteAccess {
  /** The route's file under app/admin. */
  file: string;
  /** What is asked: a GET of this address, or a POST of an empty form. */
  method: "GET" | "POST";
  url: string;
  /** The roles it opens; the others get 403. */
  opens: StaffRole[];
  /** What an allowed role gets (404 for an id that does not exist, 303 for a form sent back to its screen). */
  ok: number;
  /** A screen a signed-out visitor may open too (the sign-in page, an invitation's); `signedOut` is what they get (200 unless told). */
  open?: true;
  signedOut?: number;
  /** A screen a session opened with the password alone reaches (the enrolment); every other sends it there. */
  passwordOnly?: true;
}

export const ROUTE_MATRIX: RouteAccess[] = [
  { file: "app/admin/page.tsx", method: "GET", url: "/admin", opens: [A, C], ok: 200 },
  { file: "app/admin/demandes/[id]/page.tsx", method: "GET", url: "/admin/demandes/inconnue", opens: [A, C], ok: 404 },
  { file: "app/admin/indesirables/page.tsx", method: "GET", url: "/admin/indesirables", opens: [A, C], ok: 200 },
  { file: "app/admin/envois/page.tsx", method: "GET", url: "/admin/envois", opens: [A, C], ok: 200 },
  { file: "app/admin/effacement/page.tsx", method: "GET", url: "/admin/effacement", opens: [A, C], ok: 200 },
  { file: "app/admin/suivi/page.tsx", method: "GET", url: "/admin/suivi", opens: [A], ok: 200 },
  { file: "app/admin/export/route.ts", method: "GET", url: "/admin/export?format=csv", opens: [A, C], ok: 200 },
  { file: "app/admin/audience/page.tsx", method: "GET", url: "/admin/audience", opens: ALL, ok: 200 },
  {
    file: "app/admin/audience/export/route.ts",
    method: "GET",
    url: "/admin/audience/export?tableau=pages&periode=28",
    opens: ALL,
    ok: 200,
  },
  { file: "app/admin/articles/page.tsx", method: "GET", url: "/admin/articles", opens: [A, R], ok: 200 },
  {
    file: "app/admin/articles/nouveau/page.tsx",
    method: "GET",
    url: "/admin/articles/nouveau",
    opens: [A, R],
    ok: 200,
  },
  { file: "app/admin/articles/[id]/page.tsx", method: "GET", url: "/admin/articles/inconnu", opens: [A, R], ok: 404 },
  {
    file: "app/admin/articles/[id]/comparaison/page.tsx",
    method: "GET",
    url: "/admin/articles/inconnu/comparaison",
    opens: [A, R],
    ok: 404,
  },
  {
    file: "app/admin/articles/[id]/apercu/page.tsx",
    method: "GET",
    url: "/admin/articles/inconnu/apercu",
    opens: [A, R],
    ok: 404,
  },
  {
    file: "app/admin/articles/[id]/carte/route.tsx",
    method: "GET",
    url: "/admin/articles/inconnu/carte",
    opens: [A, R],
    ok: 404,
  },
  {
    file: "app/admin/articles/[id]/image/route.ts",
    method: "POST",
    url: "/admin/articles/inconnu/image",
    opens: [A, R],
    ok: 303,
  },
  { file: "app/admin/seo/page.tsx", method: "GET", url: "/admin/seo", opens: [A, R], ok: 200 },
  {
    file: "app/admin/seo/fiche/page.tsx",
    method: "GET",
    url: "/admin/seo/fiche?chemin=%2Ftarifs",
    opens: [A, R],
    ok: 200,
  },
  {
    file: "app/admin/seo/redirections/page.tsx",
    method: "GET",
    url: "/admin/seo/redirections",
    opens: [A, R],
    ok: 200,
  },
  {
    file: "app/admin/seo/redirections/export/route.ts",
    method: "GET",
    url: "/admin/seo/redirections/export",
    opens: [A, R],
    ok: 200,
  },
  {
    file: "app/admin/seo/introuvables/page.tsx",
    method: "GET",
    url: "/admin/seo/introuvables",
    opens: [A, R],
    ok: 200,
  },
  { file: "app/admin/seo/indexnow/page.tsx", method: "GET", url: "/admin/seo/indexnow", opens: [A, R], ok: 200 },
  { file: "app/admin/seo/liens/page.tsx", method: "GET", url: "/admin/seo/liens", opens: [A, R], ok: 200 },
  {
    file: "app/admin/seo/performances/page.tsx",
    method: "GET",
    url: "/admin/seo/performances",
    opens: [A, R],
    ok: 200,
  },
  { file: "app/admin/textes/page.tsx", method: "GET", url: "/admin/textes", opens: [A, R], ok: 200 },
  { file: "app/admin/contenu/page.tsx", method: "GET", url: "/admin/contenu", opens: [A, R], ok: 200 },
  {
    file: "app/admin/contenu/[type]/[element]/page.tsx",
    method: "GET",
    url: "/admin/contenu/formules/facturepro",
    opens: [A, R],
    ok: 200,
  },
  {
    file: "app/admin/contenu/[type]/[element]/historique/page.tsx",
    method: "GET",
    url: "/admin/contenu/formules/facturepro/historique",
    opens: [A, R],
    ok: 200,
  },
  {
    file: "app/admin/contenu/[type]/[element]/apercu/page.tsx",
    method: "GET",
    url: "/admin/contenu/faq/questions/apercu",
    opens: [A, R],
    ok: 200,
  },
  { file: "app/admin/maintenance/page.tsx", method: "GET", url: "/admin/maintenance", opens: [A], ok: 200 },
  { file: "app/admin/consentement/page.tsx", method: "GET", url: "/admin/consentement", opens: [A], ok: 200 },
  { file: "app/admin/journal/page.tsx", method: "GET", url: "/admin/journal", opens: [A], ok: 200 },
  { file: "app/admin/comptes/page.tsx", method: "GET", url: "/admin/comptes", opens: [A], ok: 200 },
  { file: "app/admin/webhooks/page.tsx", method: "GET", url: "/admin/webhooks", opens: [A], ok: 200 },
  { file: "app/admin/webhooks/[id]/page.tsx", method: "GET", url: "/admin/webhooks/inconnu", opens: [A], ok: 404 },
  { file: "app/admin/mon-compte/page.tsx", method: "GET", url: "/admin/mon-compte", opens: ALL, ok: 200 },
  // An address no screen answers: the guard first (any member), then the back office's 404.
  { file: "app/admin/[...chemin]/page.tsx", method: "GET", url: "/admin/nimporte-quoi/encore", opens: ALL, ok: 404 },
  // Signed in, the sign-in page sends a member on to their first screen; so does its code step.
  { file: "app/admin/connexion/page.tsx", method: "GET", url: "/admin/connexion", opens: ALL, ok: 307, open: true },
  {
    file: "app/admin/connexion/code/page.tsx",
    method: "GET",
    url: "/admin/connexion/code",
    opens: ALL,
    ok: 307,
    // Without a sign-in's challenge, back to the sign-in.
    open: true,
    signedOut: 307,
  },
  // The enrolment: a member whose second factor is set is told so.
  {
    file: "app/admin/connexion/second-facteur/page.tsx",
    method: "GET",
    url: "/admin/connexion/second-facteur",
    opens: ALL,
    ok: 200,
    passwordOnly: true,
  },
  {
    file: "app/admin/invitation/page.tsx",
    method: "GET",
    url: "/admin/invitation?jeton=inconnu",
    opens: ALL,
    ok: 200,
    open: true,
  },
  // A draft's preview shared by link: open to anyone, the signed link is the proof (a bad one says so).
  {
    file: "app/admin/apercu-partage/page.tsx",
    method: "GET",
    url: "/admin/apercu-partage?jeton=inconnu",
    opens: ALL,
    ok: 200,
    open: true,
  },
];

/** What a signed-out visitor gets from an action: sent to the sign-in page, or (long typing) told in the form. */
export type SignedOutAnswer = "sign-in" | "session-ended" | "public";

export interface ActionAccess {
  /** The module under lib/actions and the exported action. */
  module: string;
  action: string;
  opens: StaffRole[];
  signedOut: SignedOutAnswer;
  /** The action takes the form's previous state first (useActionState). */
  stateful?: true;
  /**
   * An action a session opened with the password alone may call (« Se déconnecter », the enrolment);
   * every other sends it to the enrolment (or, long typing, says the session ended).
   */
  passwordOnly?: true;
}

export const ACTION_MATRIX: ActionAccess[] = [
  { module: "staff-desk.ts", action: "eraseFromLead", opens: [A, C], signedOut: "sign-in" },
  { module: "staff-desk.ts", action: "erasePerson", opens: [A, C], signedOut: "sign-in" },
  { module: "staff-desk.ts", action: "retryDeliveryNow", opens: [A, C], signedOut: "sign-in" },
  { module: "staff-unwanted.ts", action: "releaseUnwantedAction", opens: [A, C], signedOut: "sign-in" },
  { module: "staff-follow-up.ts", action: "takeLeadAction", opens: [A, C], signedOut: "sign-in" },
  { module: "staff-follow-up.ts", action: "assignLeadAction", opens: [A], signedOut: "sign-in" },
  { module: "staff-follow-up.ts", action: "setLeadStatusAction", opens: [A, C], signedOut: "sign-in" },
  { module: "staff-follow-up.ts", action: "setFollowUpAction", opens: [A, C], signedOut: "sign-in" },
  {
    module: "staff-follow-up.ts",
    action: "addLeadNoteAction",
    opens: [A, C],
    signedOut: "session-ended",
    stateful: true,
  },
  {
    module: "staff-lead-settings.ts",
    action: "saveOpeningHoursAction",
    opens: [A],
    signedOut: "session-ended",
    stateful: true,
  },
  { module: "staff-lead-settings.ts", action: "saveAssignmentRulesAction", opens: [A], signedOut: "sign-in" },
  {
    module: "staff-lead-settings.ts",
    action: "saveChatWebhookAction",
    opens: [A],
    signedOut: "session-ended",
    stateful: true,
  },
  {
    module: "staff-articles.ts",
    action: "saveArticleAction",
    opens: [A, R],
    signedOut: "session-ended",
    stateful: true,
  },
  { module: "staff-articles.ts", action: "publicationAction", opens: [A, R], signedOut: "sign-in" },
  { module: "staff-articles.ts", action: "restoreRevisionAction", opens: [A, R], signedOut: "sign-in" },
  { module: "staff-articles.ts", action: "deleteArticleAction", opens: [A, R], signedOut: "sign-in" },
  { module: "staff-article-preview.tsx", action: "previewArticleAction", opens: [A, R], signedOut: "session-ended" },
  { module: "staff-home-texts.ts", action: "saveHomeTextsAction", opens: [A, R], signedOut: "sign-in" },
  { module: "staff-home-texts.ts", action: "resetHomeTextAction", opens: [A, R], signedOut: "sign-in" },
  {
    module: "staff-content.ts",
    action: "contentFormAction",
    opens: [A, R],
    signedOut: "session-ended",
    stateful: true,
  },
  { module: "staff-content.ts", action: "contentDraftAction", opens: [A, R], signedOut: "sign-in" },
  { module: "staff-content.ts", action: "restoreContentVersionAction", opens: [A, R], signedOut: "sign-in" },
  { module: "staff-content.ts", action: "sendBackContentAction", opens: [A], signedOut: "sign-in" },
  { module: "staff-content.ts", action: "saveContentReviewAction", opens: [A], signedOut: "sign-in" },
  { module: "staff-content.ts", action: "createShareLinkAction", opens: [A, R], signedOut: "sign-in" },
  { module: "staff-content.ts", action: "takeOverContentAction", opens: [A, R], signedOut: "sign-in" },
  // The form's renewal of its lock (and autosave): signed out, it says the session ended.
  { module: "staff-content.ts", action: "renewContentLockAction", opens: [A, R], signedOut: "session-ended" },
  { module: "staff-content.ts", action: "revokeShareLinkAction", opens: [A, R], signedOut: "sign-in" },
  { module: "staff-redirects.ts", action: "saveRedirectAction", opens: [A, R], signedOut: "sign-in", stateful: true },
  { module: "staff-redirects.ts", action: "deleteRedirectAction", opens: [A, R], signedOut: "sign-in" },
  {
    module: "staff-redirects.ts",
    action: "previewRedirectImportAction",
    opens: [A, R],
    signedOut: "sign-in",
    stateful: true,
  },
  { module: "staff-redirects.ts", action: "confirmRedirectImportAction", opens: [A, R], signedOut: "sign-in" },
  { module: "staff-lost-addresses.ts", action: "answerLostAddressesAction", opens: [A, R], signedOut: "sign-in" },
  { module: "staff-redirects.ts", action: "fixAgedRedirectAction", opens: [A, R], signedOut: "sign-in" },
  {
    module: "staff-search-console.ts",
    action: "importSearchConsoleAction",
    opens: [A, R],
    signedOut: "sign-in",
    stateful: true,
  },
  { module: "staff-links.ts", action: "replaceLinkAction", opens: [A, R], signedOut: "sign-in" },
  { module: "staff-seo.ts", action: "saveSeoOverrideAction", opens: [A, R], signedOut: "sign-in", stateful: true },
  { module: "staff-seo.ts", action: "resetSeoFieldAction", opens: [A, R], signedOut: "sign-in" },
  { module: "staff-settings.ts", action: "saveSiteMaintenance", opens: [A], signedOut: "sign-in" },
  { module: "staff-accounts.ts", action: "changeRoleAction", opens: [A], signedOut: "sign-in" },
  { module: "staff-accounts.ts", action: "endSessionsAction", opens: [A], signedOut: "sign-in" },
  { module: "staff-accounts.ts", action: "setDisabledAction", opens: [A], signedOut: "sign-in" },
  { module: "staff-accounts.ts", action: "removeAccountAction", opens: [A], signedOut: "sign-in" },
  { module: "staff-accounts.ts", action: "resetSecondFactorAction", opens: [A], signedOut: "sign-in" },
  { module: "staff-invitations.ts", action: "inviteAction", opens: [A], signedOut: "sign-in", stateful: true },
  {
    module: "staff-webhooks.ts",
    action: "addWebhookEndpointAction",
    opens: [A],
    signedOut: "sign-in",
    stateful: true,
  },
  { module: "staff-webhooks.ts", action: "saveWebhookEventsAction", opens: [A], signedOut: "sign-in" },
  { module: "staff-webhooks.ts", action: "setWebhookEnabledAction", opens: [A], signedOut: "sign-in" },
  { module: "staff-webhooks.ts", action: "deleteWebhookEndpointAction", opens: [A], signedOut: "sign-in" },
  { module: "staff-webhooks.ts", action: "rotateWebhookSecretAction", opens: [A], signedOut: "sign-in" },
  { module: "staff-webhooks.ts", action: "sendWebhookTestAction", opens: [A], signedOut: "sign-in" },
  { module: "staff-webhooks.ts", action: "replayWebhookDeliveryAction", opens: [A], signedOut: "sign-in" },
  { module: "staff-invitations.ts", action: "revokeInvitationAction", opens: [A], signedOut: "sign-in" },
  { module: "staff-invitations.ts", action: "acceptInvitationAction", opens: ALL, signedOut: "public" },
  { module: "staff-own-account.ts", action: "changeOwnPasswordAction", opens: ALL, signedOut: "sign-in" },
  { module: "staff-own-account.ts", action: "endOwnSessionAction", opens: ALL, signedOut: "sign-in" },
  { module: "staff-sign-in.ts", action: "signIn", opens: ALL, signedOut: "public", stateful: true },
  { module: "staff-sign-in.ts", action: "signOut", opens: ALL, signedOut: "sign-in", passwordOnly: true },
  { module: "staff-second-factor.ts", action: "verifyCodeAction", opens: ALL, signedOut: "public", stateful: true },
  {
    module: "staff-second-factor.ts",
    action: "startEnrolmentAction",
    opens: ALL,
    signedOut: "sign-in",
    stateful: true,
    passwordOnly: true,
  },
  {
    module: "staff-second-factor.ts",
    action: "confirmEnrolmentAction",
    opens: ALL,
    signedOut: "sign-in",
    stateful: true,
    passwordOnly: true,
  },
  {
    module: "staff-second-factor.ts",
    action: "renewBackupCodesAction",
    opens: ALL,
    signedOut: "sign-in",
    stateful: true,
  },
  { module: "staff-passkeys.ts", action: "passkeyRegistrationOptionsAction", opens: ALL, signedOut: "sign-in" },
  { module: "staff-passkeys.ts", action: "registerPasskeyAction", opens: ALL, signedOut: "sign-in" },
  { module: "staff-passkeys.ts", action: "removePasskeyAction", opens: ALL, signedOut: "sign-in" },
  { module: "staff-passkeys.ts", action: "passkeySignInOptionsAction", opens: ALL, signedOut: "public" },
  { module: "staff-passkeys.ts", action: "passkeySignInAction", opens: ALL, signedOut: "public" },
];

/** What a session opened with the password alone gets from an action: the enrolment screen, unless the matrix says otherwise. */
export function passwordOnlyAnswer(entry: ActionAccess): "passed" | "enrolment" | "session-ended" {
  if (entry.passwordOnly || entry.signedOut === "public") return "passed";
  return entry.signedOut === "session-ended" ? "session-ended" : "enrolment";
}
