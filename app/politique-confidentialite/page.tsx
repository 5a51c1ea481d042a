import { LegalPage } from "../../components/layout/LegalPage.tsx";
import { LegalValue } from "../../components/layout/LegalValue.tsx";
import { STORAGE_PURPOSES } from "../../lib/browser/storage-purposes.ts";
import { TERMS } from "../../lib/catalog/terms.ts";
import { PUBLISHER } from "../../lib/config/legal.ts";
import { SITE } from "../../lib/config/site.ts";
import { LEGAL_UPDATED } from "../../lib/content/legal.ts";
import { pageMetadata } from "../../lib/seo/metadata.ts";

const path = "/politique-confidentialite";
const toc = [
  { id: "donnees-collectees", title: "Données collectées" },
  { id: "utilisation", title: "Utilisation des données" },
  { id: "partage", title: "Partage des données" },
  { id: "cookies", title: "Cookies et stockage local" },
  { id: "droits", title: "Vos droits" },
  { id: "securite", title: "Sécurité" },
  { id: "conservation", title: "Durée de conservation" },
  { id: "modifications", title: "Modifications" },
  { id: "contact", title: "Contact" },
];

export const metadata = pageMetadata({
  title: "Politique de confidentialité",
  description:
    "Les données que Gestio collecte via ses formulaires et votre navigateur, leur usage, leurs destinataires, leur durée de conservation et vos droits.",
  path,
});

export default function PolitiqueConfidentialitePage() {
  const { street, postalCode, city } = PUBLISHER.address;
  return (
    <LegalPage
      heading="Politique de confidentialité"
      path={path}
      updated={LEGAL_UPDATED["/politique-confidentialite"]}
      toc={toc}
    >
      <p>
        {PUBLISHER.name} ({SITE.name}), dont le siège est situé <LegalValue>{street}</LegalValue>,{" "}
        <LegalValue>{postalCode}</LegalValue> <LegalValue>{city}</LegalValue>, est responsable des traitements de
        données personnelles réalisés sur ce site. Cette politique explique, simplement, quelles données nous
        recueillons, pourquoi et ce que nous en faisons, conformément au règlement général sur la protection des données
        (RGPD) et à la loi « Informatique et Libertés ».
      </p>

      <h2 id="donnees-collectees">Données collectées</h2>
      <p>Nous ne collectons que les données que vous nous transmettez volontairement au moyen de nos formulaires :</p>
      <ul>
        <li>
          <strong>Formulaire de contact</strong>&nbsp;: prénom, nom, entreprise, adresse e-mail, numéro de téléphone et
          votre message.
        </li>
        <li>
          <strong>Demande de démonstration</strong>&nbsp;: prénom, nom, entreprise, adresse e-mail, numéro de téléphone
          et les applications qui vous intéressent.
        </li>
        <li>
          <strong>Inscription à l'automatisation</strong>&nbsp;: prénom, nom et entreprise.
        </li>
        <li>
          <strong>Lettre d'information</strong>&nbsp;: votre adresse e-mail.
        </li>
      </ul>
      <p>
        Nous enregistrons également la date de chaque envoi et le formulaire d'origine. Les journaux techniques de notre
        serveur ne contiennent ni nom, ni adresse e-mail, ni numéro de téléphone, ni contenu de message. Les quelques
        informations enregistrées dans votre navigateur sont décrites à la section « Cookies et stockage local ».
      </p>

      <h2 id="utilisation">Utilisation des données</h2>
      <ul>
        <li>
          Répondre à votre message, organiser la démonstration demandée ou vous présenter nos solutions
          d'automatisation : ces traitements reposent sur les mesures précontractuelles prises à votre demande.
        </li>
        <li>
          Vous envoyer notre lettre d'information : ce traitement repose sur votre consentement, que vous pouvez retirer
          à tout moment grâce au lien de désinscription présent dans chaque envoi.
        </li>
        <li>
          Protéger nos formulaires contre les abus et les envois automatisés : ce traitement repose sur notre intérêt
          légitime à assurer la sécurité du site.
        </li>
      </ul>
      <p>Vos données ne sont jamais vendues ni utilisées pour de la publicité ciblée.</p>

      <h2 id="partage">Partage des données</h2>
      <p>Les données que vous nous transmettez sont enregistrées sur notre serveur, puis communiquées uniquement :</p>
      <ul>
        <li>à notre équipe commerciale, qui traite votre demande et vous recontacte ;</li>
        <li>
          à Brevo, notre prestataire d'envoi d'e-mails et de gestion des contacts, qui agit en qualité de sous-traitant,
          sur nos seules instructions ;
        </li>
        <li>à notre hébergeur, qui assure le fonctionnement technique du serveur.</li>
      </ul>
      <p>
        Ces prestataires sont liés par des engagements de confidentialité et de sécurité conformes à l'article 28 du
        RGPD. Vos données peuvent enfin être communiquées aux autorités lorsque la loi l'exige.
      </p>

      <h2 id="cookies">Cookies et stockage local</h2>
      <p>
        Le site n'utilise pas de cookies publicitaires. Il enregistre dans le stockage local de votre navigateur
        (« localStorage ») les informations suivantes, qui ne quittent pas votre appareil et ne sont pas transmises à
        notre serveur :
      </p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways on a phone must be reachable with the keyboard (axe scrollable-region-focusable). */}
      <section className="overflow-x-auto" aria-label="Informations enregistrées dans votre navigateur" tabIndex={0}>
        <table className="w-full border-collapse text-left text-base" data-storage-table>
          <caption className="sr-only">Informations enregistrées dans votre navigateur</caption>
          <thead>
            <tr className="border-b-2 border-line">
              <th scope="col" className="py-2 pr-4 font-semibold">
                Clé
              </th>
              <th scope="col" className="py-2 pr-4 font-semibold">
                Finalité
              </th>
              <th scope="col" className="py-2 font-semibold">
                Durée
              </th>
            </tr>
          </thead>
          <tbody>
            {STORAGE_PURPOSES.map((row) => (
              <tr key={row.key} className="border-b border-line align-top">
                <th scope="row" className="py-2 pr-4 font-normal">
                  <code className="rounded bg-surface px-1 text-sm">{row.key}</code>
                </th>
                <td className="py-2 pr-4">{row.purpose}</td>
                <td className="py-2">{row.duration}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <p className="mt-4">
        Ces informations sont nécessaires au fonctionnement du site ou à la mémorisation de vos choix : elles ne
        requièrent pas votre consentement. Aucun cookie de mesure d'audience ou de marketing n'est déposé avant votre
        consentement. Vous pouvez revenir sur votre choix à tout moment grâce au lien « Gérer les cookies » en bas de
        chaque page, ou effacer ces informations depuis les réglages de votre navigateur.
      </p>
      <p className="mt-4" data-consent-count>
        Lorsque vous faites votre choix dans le bandeau, notre serveur le compte de façon anonyme : il ajoute un au
        nombre de choix « Accepter tout » ou « Uniquement essentiels » du jour, pour la version du bandeau affichée.
        Aucun identifiant, cookie ni adresse IP n'est enregistré avec ce décompte, qui ne permet pas de vous
        reconnaître. Il nous sert à vérifier que le bandeau présente les deux choix de façon équilibrée et à démontrer,
        version par version, comment votre consentement est recueilli (recommandation de la CNIL n° 2020-092).
      </p>

      <h2 id="droits">Vos droits</h2>
      <p>Vous disposez à tout moment des droits suivants sur vos données :</p>
      <ul>
        <li>droit d'accès et de rectification ;</li>
        <li>droit à l'effacement et à la limitation du traitement ;</li>
        <li>droit d'opposition, notamment à la prospection ;</li>
        <li>droit à la portabilité de vos données ;</li>
        <li>droit de retirer votre consentement, sans que cela remette en cause les traitements déjà réalisés ;</li>
        <li>droit de définir des directives relatives au sort de vos données après votre décès.</li>
      </ul>
      <p>
        Pour les exercer, écrivez-nous à <a href={`mailto:${PUBLISHER.email}`}>{PUBLISHER.email}</a>. Nous vous
        répondons dans un délai d'un mois. Si vous estimez que vos droits ne sont pas respectés, vous pouvez introduire
        une réclamation auprès de la CNIL (www.cnil.fr).
      </p>

      <h2 id="securite">Sécurité</h2>
      <p>
        Les échanges avec le site sont chiffrés (HTTPS). Les données transmises sont vérifiées puis nettoyées avant
        d'être enregistrées, l'accès au serveur est réservé aux personnes habilitées, et nos prestataires sont choisis
        pour leurs garanties de sécurité. Les formulaires sont protégés contre les envois automatisés et répétés.
      </p>

      <h2 id="conservation">Durée de conservation</h2>
      <ul>
        <li>
          Demandes de contact, de démonstration et d'automatisation : 3 ans à compter de notre dernier échange, sauf si
          vous devenez client.
        </li>
        <li>Lettre d'information : jusqu'à votre désinscription.</li>
        <li>
          Données des clients des applications : pendant toute la durée de l'abonnement, puis{" "}
          {TERMS.dataRetentionDaysAfterCancellation} jours après la résiliation, comme le prévoient nos{" "}
          <a href="/cgv">conditions générales de vente</a>.
        </li>
        <li>Informations enregistrées dans votre navigateur : selon les durées indiquées dans le tableau ci-dessus.</li>
      </ul>

      <h2 id="modifications">Modifications</h2>
      <p>
        Nous pouvons faire évoluer cette politique, par exemple lorsqu'un nouveau formulaire ou un nouveau prestataire
        est ajouté. La date de dernière mise à jour figure en haut de cette page. En cas de changement important, nous
        vous en informerons et vous demanderons à nouveau votre choix en matière de cookies si nécessaire.
      </p>

      <h2 id="contact">Contact</h2>
      <p>
        Pour toute question sur cette politique ou sur vos données, écrivez à{" "}
        <a href={`mailto:${PUBLISHER.email}`}>{PUBLISHER.email}</a> ou par courrier à {PUBLISHER.name},{" "}
        <LegalValue>{street}</LegalValue>, <LegalValue>{postalCode}</LegalValue> <LegalValue>{city}</LegalValue>.
      </p>
    </LegalPage>
  );
}
