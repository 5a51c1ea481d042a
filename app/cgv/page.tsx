import { LegalPage } from "../../components/layout/LegalPage.tsx";
import { LegalValue } from "../../components/layout/LegalValue.tsx";
import { TERMS } from "../../lib/catalog/terms.ts";
import { PUBLISHER } from "../../lib/config/legal.ts";
import { SITE } from "../../lib/config/site.ts";
import { LEGAL_UPDATED } from "../../lib/content/legal.ts";
import { formatPercent } from "../../lib/format/french-format.ts";
import { pageMetadata } from "../../lib/seo/metadata.ts";

const path = "/cgv";

export const metadata = pageMetadata({
  title: "Conditions générales de vente (CGV)",
  description:
    "Conditions générales de vente des abonnements Gestio : prix TTC, facturation mensuelle ou annuelle, résiliation, disponibilité, responsabilité et données.",
  keywords:
    "CGV, conditions générales de vente, abonnement, logiciel de gestion, TPE, indépendants, facturation, résiliation, Gestio",
  path,
});

const articleTitles = [
  ["objet", "Objet et champ d'application"],
  ["services", "Description des services"],
  ["souscription", "Souscription et essai gratuit"],
  ["prix", "Prix"],
  ["facturation-paiement", "Facturation et paiement"],
  ["duree-resiliation", "Durée, renouvellement et résiliation"],
  ["disponibilite", "Disponibilité et maintenance"],
  ["donnees", "Données du client et données personnelles"],
  ["responsabilite", "Responsabilité"],
  ["propriete-intellectuelle", "Propriété intellectuelle"],
  ["droit-applicable", "Droit applicable et litiges"],
] as const;
const articles = articleTitles.map(([id, title], index) => ({ id, title: `Article ${index + 1} – ${title}` }));
const a = (n: number) => articles[n - 1]!;

const list = new Intl.ListFormat("fr-FR", { type: "disjunction" });
const paymentMethods = list.format(TERMS.paymentMethods);
const billing = new Intl.ListFormat("fr-FR", { type: "disjunction" }).format(TERMS.billingPeriods);
const { street, postalCode, city } = PUBLISHER.address;

export default function CgvPage() {
  return (
    <LegalPage heading="Conditions générales de vente" path={path} updated={LEGAL_UPDATED["/cgv"]} toc={articles}>
      <p>
        Les présentes conditions générales de vente (ci-après les « CGV ») sont conclues entre {PUBLISHER.name},{" "}
        {PUBLISHER.legalForm.replace(/^Société/, "société")} au capital de{" "}
        <LegalValue>{PUBLISHER.shareCapital}</LegalValue>, immatriculée au <LegalValue>{PUBLISHER.rcs}</LegalValue>,
        dont le siège social est situé <LegalValue>{street}</LegalValue>, <LegalValue>{postalCode}</LegalValue>{" "}
        <LegalValue>{city}</LegalValue> (ci-après «&nbsp;{SITE.name}
        &nbsp;»), et toute personne souscrivant à l'une de ses applications (ci-après le « Client »).
      </p>

      <h2 id={a(1).id}>{a(1).title}</h2>
      <p>
        Les CGV définissent les conditions dans lesquelles {SITE.name} fournit au Client l'accès à ses applications de
        gestion en ligne. Elles s'appliquent à toute souscription, y compris pendant la période d'essai, et prévalent
        sur tout autre document du Client, sauf accord écrit contraire.
      </p>
      <p>
        Les services sont destinés aux professionnels : entrepreneurs individuels, micro-entrepreneurs, sociétés,
        associations et porteurs de projet agissant dans le cadre de leur activité professionnelle. En souscrivant, le
        Client reconnaît avoir pris connaissance des CGV et les accepter sans réserve.
      </p>

      <h2 id={a(2).id}>{a(2).title}</h2>
      <p>
        {SITE.name} propose des applications accessibles en ligne, en mode « logiciel en tant que service » : CRMPro
        (gestion de la relation client), Note 2 Frais (notes de frais), ComptaPro (comptabilité), FacturePro (devis et
        factures), ZENfluence (réseaux sociaux et marketing d'influence), ainsi qu'un accompagnement à la création
        d'entreprise. Le contenu de chaque formule est décrit sur la page tarifaire de l'application concernée au jour
        de la souscription.
      </p>
      <p>
        Les applications évoluent régulièrement : une nouvelle version est publiée environ toutes les{" "}
        {TERMS.updatesEveryWeeks.min} à {TERMS.updatesEveryWeeks.max} semaines. Ces évolutions sont incluses dans
        l'abonnement et ne réduisent pas les fonctionnalités essentielles de la formule souscrite.
      </p>

      <h2 id={a(3).id}>{a(3).title}</h2>
      <p>
        Chaque application peut être essayée gratuitement pendant {TERMS.trialDays} jours,{" "}
        {TERMS.trialNeedsCard ? "avec" : "sans"} communication de coordonnées bancaires et sans engagement. À l'issue de
        l'essai, le Client choisit librement de souscrire à une formule payante ; à défaut, l'accès est suspendu.
      </p>
      <p>
        La souscription s'effectue en ligne depuis l'application. Le Client garantit l'exactitude des informations
        fournies et demeure responsable de la confidentialité de ses identifiants ainsi que de l'usage de son compte.
      </p>

      <h2 id={a(4).id}>{a(4).title}</h2>
      <p>
        Les prix sont indiqués en euros, {TERMS.pricesIncludeTax ? "toutes taxes comprises (TTC)" : "hors taxes (HT)"},
        sur les pages tarifaires du site. Le prix applicable est celui en vigueur au jour de la souscription. Certaines
        formules sont proposées sur devis.
      </p>
      <p>
        En cas de paiement annuel, le Client bénéficie de {TERMS.annualFreeMonths} mois offerts par rapport au tarif
        mensuel. {SITE.name} peut faire évoluer ses prix ; toute modification est notifiée au Client au moins 30 jours
        avant son application et ne s'applique qu'à la période de facturation suivante. Le Client qui la refuse peut
        résilier dans les conditions de l'article 6.
      </p>

      <h2 id={a(5).id}>{a(5).title}</h2>
      <p>
        La facturation est {billing}, selon la formule choisie, et payable d'avance. L'abonnement se renouvelle
        automatiquement pour une durée identique, sauf résiliation. Les factures sont mises à disposition dans l'espace
        du Client.
      </p>
      <p>
        Le paiement s'effectue par {paymentMethods}. Lors d'un passage à une formule supérieure, le changement est{" "}
        {TERMS.upgrade}&#8239;; un passage à une formule inférieure prend effet {TERMS.downgrade}.
      </p>
      <p>
        Tout retard de paiement entraîne de plein droit, après mise en demeure restée sans effet, des pénalités égales à
        trois fois le taux d'intérêt légal, ainsi que l'indemnité forfaitaire pour frais de recouvrement de 40 € prévue
        par l'article L. 441-10 du Code de commerce. {SITE.name} peut en outre suspendre l'accès aux services jusqu'au
        paiement complet des sommes dues.
      </p>

      <h2 id={a(6).id}>{a(6).title}</h2>
      <p>
        L'abonnement est conclu pour une durée d'un mois ou d'un an selon la formule choisie, renouvelable tacitement.
        Le Client peut résilier {TERMS.cancellation}, depuis son espace ou par e-mail à {PUBLISHER.email}. Les sommes
        déjà versées pour la période en cours restent acquises.
      </p>
      <p>
        {SITE.name} peut résilier l'abonnement en cas de manquement grave du Client à ses obligations, notamment en cas
        de défaut de paiement ou d'usage illicite des services, quinze jours après une mise en demeure restée sans
        effet.
      </p>

      <h2 id={a(7).id}>{a(7).title}</h2>
      <p>
        {SITE.name} met en œuvre les moyens raisonnables pour assurer l'accès aux services 24 heures sur 24 et 7 jours
        sur 7, avec un objectif de disponibilité de {formatPercent(TERMS.availabilityTarget)} par mois, hors maintenance
        programmée. Les opérations de maintenance sont, dans la mesure du possible, réalisées en dehors des heures
        ouvrées et annoncées à l'avance.
      </p>
      <p>
        Le support est joignable {TERMS.support.days} {TERMS.support.hours} (heure de Paris), hors jours fériés, par
        e-mail ou via le formulaire de contact du site.
      </p>

      <h2 id={a(8).id}>{a(8).title}</h2>
      <p>
        Le Client reste propriétaire des données qu'il saisit dans les applications. Il peut les exporter à tout moment.
        Après la résiliation, elles sont conservées {TERMS.dataRetentionDaysAfterCancellation} jours afin de permettre
        leur export ou la réactivation du compte, puis supprimées définitivement.
      </p>
      <p>
        Pour les données personnelles que le Client traite au moyen des applications, {SITE.name} agit en qualité de
        sous-traitant au sens de l'article 28 du règlement général sur la protection des données (RGPD) : il ne les
        traite que sur instruction du Client, en assure la sécurité et la confidentialité, et ne les cède à aucun tiers.
        Les traitements réalisés par {SITE.name} pour son propre compte sont décrits dans la{" "}
        <a href="/politique-confidentialite">politique de confidentialité</a>.
      </p>

      <h2 id={a(9).id}>{a(9).title}</h2>
      <p>
        {SITE.name} est tenu d'une obligation de moyens. Sa responsabilité ne peut être engagée qu'en cas de faute
        prouvée et pour les seuls dommages directs. Elle ne saurait être engagée pour les dommages indirects tels que
        perte de chiffre d'affaires, de clientèle ou de données non sauvegardées par le Client.
      </p>
      <p>
        En tout état de cause, la responsabilité totale de {SITE.name} est limitée aux sommes effectivement versées par
        le Client au titre des services au cours des {TERMS.liabilityCapMonths} derniers mois précédant le fait
        générateur.
      </p>

      <h2 id={a(10).id}>{a(10).title}</h2>
      <p>
        Les applications, leurs logiciels, interfaces, textes, logos et marques sont la propriété exclusive de{" "}
        {SITE.name} ou de ses partenaires. L'abonnement confère au Client un droit d'utilisation personnel, non exclusif
        et non transférable, pour la durée de l'abonnement et pour les besoins de son activité. Toute reproduction,
        adaptation ou revente des services est interdite.
      </p>

      <h2 id={a(11).id}>{a(11).title}</h2>
      <p>
        Les CGV sont soumises au droit français. En cas de différend, les parties rechercheront d'abord une solution
        amiable. À défaut d'accord dans un délai de 30 jours, tout litige relatif à leur formation, leur interprétation
        ou leur exécution sera porté devant le tribunal de commerce du ressort du siège social de {SITE.name} ({city}).
      </p>
      <p>
        {SITE.name} peut modifier les CGV ; la version applicable est celle en vigueur au jour de la souscription ou du
        renouvellement. Les CGV sont consultables à tout moment sur cette page et peuvent être imprimées.
      </p>
    </LegalPage>
  );
}
