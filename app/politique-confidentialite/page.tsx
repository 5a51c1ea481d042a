import { AudienceObjection } from "../../components/behaviours/AudienceObjection.tsx";
import { LegalPage } from "../../components/layout/LegalPage.tsx";
import { LegalValue } from "../../components/layout/LegalValue.tsx";
import { STORAGE_PURPOSES } from "../../lib/browser/storage-purposes.ts";
import { TERMS } from "../../lib/catalog/terms.ts";
import { AUDIENCE_LIMITS } from "../../lib/config/audience.ts";
import { PUBLISHER } from "../../lib/config/legal.ts";
import { NEWSLETTER_RETENTION, NEWSLETTER_UNSUBSCRIBE_PATH } from "../../lib/config/newsletter-proof.ts";
import { SITE } from "../../lib/config/site.ts";
import { UNWANTED_RETENTION_MS } from "../../lib/config/unwanted.ts";
import { LEGAL_UPDATED } from "../../lib/content/legal.ts";
import { pageMetadata } from "../../lib/seo/metadata.ts";

const path = "/politique-confidentialite";
const retention = `${AUDIENCE_LIMITS.retentionMonths} mois`;
const pendingDays = `${NEWSLETTER_RETENTION.pendingDays} jours`;
const proofYears = `${NEWSLETTER_RETENTION.proofYears} ans`;
const unwantedDays = `${Math.round(UNWANTED_RETENTION_MS / 86_400_000)} jours`;
const toc = [
  { id: "donnees-collectees", title: "Données collectées" },
  { id: "utilisation", title: "Utilisation des données" },
  { id: "lettre-information", title: "Lettre d'information" },
  { id: "partage", title: "Partage des données" },
  { id: "cookies", title: "Cookies et stockage local" },
  { id: "mesure-audience", title: "Mesure d'audience" },
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
      <p>
        Les données personnelles que nous collectons sont celles que vous nous transmettez volontairement au moyen de
        nos formulaires :
      </p>
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
          <strong>Lettre d'information</strong>&nbsp;: votre adresse e-mail et la preuve de votre consentement (section{" "}
          <a href="#lettre-information">« Lettre d'information »</a>).
        </li>
      </ul>
      <p>
        Nous enregistrons également la date de chaque envoi, le formulaire d'origine et la page depuis laquelle il a été
        envoyé, ainsi que la provenance de votre visite si vous avez accepté la mesure d'audience (section{" "}
        <a href="#mesure-audience">« Mesure d'audience »</a>). Les journaux techniques de notre serveur ne contiennent
        ni nom, ni adresse e-mail, ni numéro de téléphone, ni contenu de message. Les quelques informations enregistrées
        dans votre navigateur sont décrites à la section « Cookies et stockage local ». La fréquentation du site est par
        ailleurs mesurée de façon anonyme, à des fins uniquement statistiques (section{" "}
        <a href="#mesure-audience">« Mesure d'audience »</a>).
      </p>

      <h2 id="utilisation">Utilisation des données</h2>
      <ul>
        <li>
          Répondre à votre message, organiser la démonstration demandée ou vous présenter nos solutions
          d'automatisation : ces traitements reposent sur les mesures précontractuelles prises à votre demande.
        </li>
        <li>
          Vous envoyer notre lettre d'information : ce traitement repose sur votre consentement, que vous pouvez retirer
          à tout moment grâce au lien de désinscription présent dans chaque envoi (section{" "}
          <a href="#lettre-information">« Lettre d'information »</a>).
        </li>
        <li>
          Protéger nos formulaires contre les abus et les envois automatisés : ce traitement repose sur notre intérêt
          légitime à assurer la sécurité du site.
        </li>
        <li>
          Connaître la fréquentation et la rapidité du site, et savoir quelles pages et quelles campagnes amènent des
          demandes : la mesure d'audience anonyme repose sur notre intérêt légitime, la provenance jointe à vos demandes
          sur votre consentement (section <a href="#mesure-audience">« Mesure d'audience »</a>).
        </li>
      </ul>
      <p>Vos données ne sont jamais vendues ni utilisées pour de la publicité ciblée.</p>

      <h2 id="lettre-information">Lettre d'information</h2>
      <p>
        Votre inscription à notre lettre d'information est confirmée par e-mail (double confirmation)&nbsp;: après avoir
        saisi votre adresse, vous recevez un e-mail avec un lien, valable {pendingDays}, qui ouvre une page où vous
        confirmez votre inscription d'un clic. Tant que l'inscription n'est pas confirmée, vous ne recevez aucune lettre
        et votre adresse n'est pas transmise à Brevo&nbsp;: personne ne peut vous inscrire à votre insu.
      </p>
      <p>
        Pour pouvoir démontrer votre consentement, comme le demande l'article 7 du RGPD, nous conservons avec votre
        adresse&nbsp;: la date et l'heure de votre inscription et de sa confirmation, la page du site depuis laquelle
        vous vous êtes inscrit, et la version du texte de consentement affiché sous le champ (le texte de chaque version
        est conservé une fois). Aucune adresse IP n'est conservée.
      </p>
      <p>
        Une inscription non confirmée est supprimée au bout de {pendingDays}. La preuve de votre consentement, et le cas
        échéant de son retrait, est conservée {proofYears} après votre dernier signe d'intérêt (une inscription ou sa
        confirmation), puis supprimée.
      </p>
      <p data-newsletter-unsubscribe>
        Vous pouvez vous désinscrire à tout moment, sans vous connecter&nbsp;: avec le lien «&nbsp;Se désinscrire&nbsp;»
        présent dans chaque e-mail, ou depuis notre <a href={NEWSLETTER_UNSUBSCRIBE_PATH}>page de désinscription</a>.
        Votre adresse est alors retirée de la liste de Brevo, et la date de votre désinscription est enregistrée.
      </p>

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
        Le site n'utilise pas de cookies publicitaires. Il enregistre dans le stockage de votre navigateur
        (« localStorage » et, pour la provenance de votre visite, « sessionStorage ») les informations suivantes. Elles
        ne quittent pas votre appareil, à une exception près : la provenance de votre visite, jointe à une demande que
        vous envoyez pendant cette visite (section <a href="#mesure-audience">« Mesure d'audience »</a>).
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
        À l'exception de la provenance de votre visite, enregistrée seulement avec votre accord, ces informations sont
        nécessaires au fonctionnement du site ou à la mémorisation de vos choix : elles ne requièrent pas votre
        consentement. Aucun cookie de mesure d'audience ou de marketing n'est déposé avant votre consentement. Vous
        pouvez revenir sur votre choix à tout moment grâce au lien « Gérer les cookies » en bas de chaque page, ou
        effacer ces informations depuis les réglages de votre navigateur.
      </p>
      <p className="mt-4" data-consent-count>
        Lorsque vous faites votre choix dans le bandeau, notre serveur le compte de façon anonyme : il ajoute un au
        nombre de choix « Accepter tout » ou « Uniquement essentiels » du jour, pour la version du bandeau affichée.
        Aucun identifiant, cookie ni adresse IP n'est enregistré avec ce décompte, qui ne permet pas de vous
        reconnaître. Il nous sert à vérifier que le bandeau présente les deux choix de façon équilibrée et à démontrer,
        version par version, comment votre consentement est recueilli (recommandation de la CNIL n° 2020-092).
      </p>

      <h2 id="mesure-audience">Mesure d'audience</h2>
      <p>
        Pour savoir quelles pages sont lues, d'où viennent nos visiteurs et à quelle vitesse le site s'affiche
        réellement sur leurs appareils, nous mesurons nous-mêmes l'audience du site, sans outil ni service tiers. Pour
        chaque page consultée, votre navigateur envoie à notre seul serveur, lorsque vous quittez la page ou changez
        d'onglet, un court relevé qui contient uniquement :
      </p>
      <ul>
        <li>
          l'adresse de la page (par exemple <code>/tarifs</code> ou celle d'un article), sans aucun autre paramètre ;
        </li>
        <li>le type d'appareil, déduit de la largeur de la fenêtre : mobile, tablette ou ordinateur ;</li>
        <li>
          pour la première page d'une visite seulement, sa provenance : le nom du site d'où vous venez (jamais l'adresse
          de sa page), que notre serveur réduit aussitôt à un moteur de recherche (Google, Bing, Qwant…), un assistant
          conversationnel, un réseau social (LinkedIn, Facebook…), le nom d'un autre site ou un accès direct, seule
          cette provenance réduite étant conservée, ainsi que la campagne indiquée, le cas échéant, dans l'adresse
          d'arrivée (paramètres <code>utm_source</code>, <code>utm_medium</code> et <code>utm_campaign</code>) ;
        </li>
        <li>
          la vitesse d'affichage et de réaction de la page (les indicateurs Core Web Vitals de Google : LCP, INP et CLS,
          ainsi que FCP et TTFB) ;
        </li>
        <li>
          un numéro tiré au hasard pour cette seule page, qui permet d'écarter un relevé reçu deux fois et ne permet de
          relier entre elles ni vos pages ni vos visites.
        </li>
      </ul>
      <p>
        Aucun cookie n'est déposé et rien n'est enregistré sur votre appareil pour cette mesure. Le relevé ne contient
        ni identifiant, ni adresse IP, ni description de votre navigateur. Notre serveur ne garde aucune trace de chaque
        visite : il ajoute un aux compteurs du jour (par page, type d'appareil, provenance et campagne) et range chaque
        mesure de vitesse dans une tranche de valeurs. Votre adresse IP n'est utilisée qu'en mémoire, le temps de
        limiter les envois abusifs, et n'est jamais enregistrée.
      </p>
      <p>
        Ces statistiques sont anonymes et servent uniquement à connaître la fréquentation et la performance du site.
        Elles ne sont jamais croisées avec d'autres données, en particulier avec les demandes envoyées par nos
        formulaires, ni transmises à un tiers. Elles sont conservées {retention} au plus, puis supprimées.
      </p>

      <h3>Pourquoi votre consentement n'est pas demandé</h3>
      <p>
        Cette mesure remplit les conditions dans lesquelles la CNIL dispense de consentement les outils de mesure
        d'audience (article 82 de la loi « Informatique et Libertés », délibération n° 2020-091 du 17 septembre 2020
        portant lignes directrices sur les cookies et autres traceurs, et recommandations de la CNIL sur les outils de
        mesure d'audience) : elle sert uniquement à mesurer l'audience de notre propre site, pour notre seul compte ;
        elle ne produit que des statistiques anonymes ; elle ne permet ni de vous reconnaître ni de suivre votre
        navigation sur d'autres sites ; ses données ne sont ni croisées avec d'autres traitements ni transmises à des
        tiers ; elles sont conservées {retention} au plus. Elle repose sur notre intérêt légitime à connaître la
        fréquentation et la performance de notre site (article 6.1.f du RGPD). C'est pourquoi elle ne dépend pas de
        votre choix dans le bandeau cookies ; vous pouvez toutefois vous y opposer à tout moment.
      </p>

      <h3>Vous opposer à la mesure d'audience</h3>
      <p>
        Si votre navigateur transmet le signal « Ne pas me suivre » (Do Not Track) ou Global Privacy Control, aucune
        mesure n'est envoyée. La mesure passe par un script du site : si JavaScript est désactivé, aucune mesure n'est
        envoyée non plus.
      </p>
      <p>
        Vous pouvez aussi vous opposer à la mesure d'audience avec le bouton ci-dessous. Votre choix est enregistré dans
        ce navigateur (clé <code>audienceOptOut</code>, indispensable pour le respecter) : tant qu'il y figure, plus
        aucune mesure n'est envoyée depuis ce navigateur. Le même bouton permet de retirer votre opposition.
      </p>
      <AudienceObjection />

      <h3>La provenance jointe à vos demandes</h3>
      <p>
        Chaque demande envoyée par l'un de nos formulaires est enregistrée avec l'adresse de la page depuis laquelle
        vous l'avez envoyée. Si vous avez accepté la mesure d'audience dans le bandeau cookies (« Accepter tout »), la
        page par laquelle vous êtes arrivé sur le site, sa provenance (moteur de recherche, réseau social, autre site ou
        accès direct) et la campagne éventuelle sont gardées dans l'onglet pendant votre visite (« sessionStorage », clé{" "}
        <code>audienceEntry</code>, effacée à la fermeture de l'onglet) et jointes à une demande que vous envoyez
        pendant cette visite : elles nous indiquent quelles pages et quelles campagnes amènent des demandes. Sans cet
        accord, seule la page depuis laquelle le formulaire a été envoyé est enregistrée. Ces informations sont
        conservées avec votre demande et effacées avec elle ; elles ne sont jamais reliées aux relevés anonymes décrits
        ci-dessus.
      </p>

      <h2 id="droits">Vos droits</h2>
      <p>Vous disposez à tout moment des droits suivants sur vos données :</p>
      <ul>
        <li>droit d'accès et de rectification ;</li>
        <li>droit à l'effacement et à la limitation du traitement ;</li>
        <li>
          droit d'opposition, notamment à la prospection et à la mesure d'audience (bouton de la section{" "}
          <a href="#mesure-audience">« Mesure d'audience »</a>) ;
        </li>
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
      <p data-form-protection>
        Pour écarter les envois automatisés sans faire appel à un service tiers, chaque formulaire fait faire à votre
        navigateur un petit calcul, en arrière-plan, dès que vous commencez à le remplir&nbsp;; notre serveur en vérifie
        le résultat. Aucune donnée n'est transmise à un tiers pour cela et aucun cookie n'est déposé. Sans JavaScript,
        le formulaire fonctionne aussi&nbsp;: il est alors vérifié par un champ invisible pour les visiteurs et par le
        temps de remplissage. Un envoi refusé par ces vérifications n'est transmis ni à notre équipe commerciale ni à
        Brevo&nbsp;: il est conservé {unwantedDays}, avec la raison du refus, pour que notre équipe vérifie qu'il ne
        s'agit pas d'une vraie demande (qu'elle traite alors normalement), puis supprimé.
      </p>

      <h2 id="conservation">Durée de conservation</h2>
      <ul>
        <li>
          Demandes de contact, de démonstration et d'automatisation : 3 ans à compter de notre dernier échange, sauf si
          vous devenez client.
        </li>
        <li>
          Lettre d'information&nbsp;: jusqu'à votre désinscription. Une inscription non confirmée est supprimée au bout
          de {pendingDays}&nbsp;; la preuve de votre consentement est conservée {proofYears} après votre dernier signe
          d'intérêt, puis supprimée.
        </li>
        <li>Envois refusés comme indésirables par la protection des formulaires&nbsp;: {unwantedDays}.</li>
        <li>
          Page d'envoi et provenance jointes à une demande : aussi longtemps que la demande, et effacées avec elle.
        </li>
        <li>Statistiques anonymes de la mesure d'audience : {retention} au plus.</li>
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
