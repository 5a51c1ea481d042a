import { LegalPage } from "../../components/layout/LegalPage.tsx";
import { LegalValue } from "../../components/layout/LegalValue.tsx";
import { siteUrl } from "../../lib/config/env.ts";
import { HOST, PUBLISHER } from "../../lib/config/legal.ts";
import { SITE } from "../../lib/config/site.ts";
import { pageMetadata } from "../../lib/seo/metadata.ts";

const path = "/mentions-legales";
const toc = [
  { id: "editeur", title: "Éditeur du site" },
  { id: "directeur-publication", title: "Directeur de la publication" },
  { id: "hebergeur", title: "Hébergeur" },
  { id: "propriete-intellectuelle", title: "Propriété intellectuelle" },
  { id: "marques", title: "Marques" },
  { id: "donnees-personnelles", title: "Données personnelles" },
  { id: "cookies", title: "Cookies" },
  { id: "droit-applicable", title: "Droit applicable" },
];

export const metadata = pageMetadata({
  title: "Mentions légales",
  description:
    "Mentions légales du site Gestio : éditeur, directeur de la publication, hébergeur, propriété intellectuelle, marques, données personnelles et cookies.",
  path,
});

export default function MentionsLegalesPage() {
  const { street, postalCode, city, country } = PUBLISHER.address;
  const origin = siteUrl();
  return (
    <LegalPage heading="Mentions légales" path={path} toc={toc}>
      <p>
        Conformément à l'article 6 de la loi n° 2004-575 du 21 juin 2004 pour la confiance dans l'économie numérique
        (LCEN), les personnes qui consultent le site <a href={`${origin}/`}>{origin}</a> (ci-après le « site ») sont
        informées de l'identité des différents intervenants dans sa réalisation et son suivi.
      </p>

      <h2 id="editeur">Éditeur du site</h2>
      <ul data-legal-publisher>
        <li>Dénomination sociale : {PUBLISHER.name}</li>
        <li>Forme juridique : {PUBLISHER.legalForm}</li>
        <li>
          Capital social : <LegalValue>{PUBLISHER.shareCapital}</LegalValue>
        </li>
        <li>
          Siège social : <LegalValue>{street}</LegalValue>, <LegalValue>{postalCode}</LegalValue>{" "}
          <LegalValue>{city}</LegalValue>, {country}
        </li>
        <li>
          Immatriculation : <LegalValue>{PUBLISHER.rcs}</LegalValue>
        </li>
        <li>
          Numéro SIREN : <LegalValue>{PUBLISHER.siren}</LegalValue>
        </li>
        <li>
          Numéro de TVA intracommunautaire : <LegalValue>{PUBLISHER.vatNumber}</LegalValue>
        </li>
        <li>
          Téléphone : <LegalValue>{PUBLISHER.phone}</LegalValue>
        </li>
        <li>
          E-mail : <a href={`mailto:${PUBLISHER.email}`}>{PUBLISHER.email}</a>
        </li>
      </ul>

      <h2 id="directeur-publication">Directeur de la publication</h2>
      <p>
        Le directeur de la publication est <LegalValue>{PUBLISHER.publicationDirector}</LegalValue>, en qualité de
        représentant légal de {PUBLISHER.name}. Il peut être contacté à l'adresse{" "}
        <a href={`mailto:${PUBLISHER.email}`}>{PUBLISHER.email}</a>.
      </p>

      <h2 id="hebergeur">Hébergeur</h2>
      <ul data-legal-host>
        <li>
          Dénomination : <LegalValue>{HOST.name}</LegalValue>
        </li>
        <li>
          Adresse : <LegalValue>{HOST.address}</LegalValue>
        </li>
        <li>
          Téléphone : <LegalValue>{HOST.phone}</LegalValue>
        </li>
      </ul>

      <h2 id="propriete-intellectuelle">Propriété intellectuelle</h2>
      <p>
        L'ensemble des éléments du site (structure, textes, illustrations, logos, icônes, logiciels et bases de données)
        est la propriété exclusive de {PUBLISHER.name} ou fait l'objet d'une autorisation d'utilisation. Ces éléments
        sont protégés par le Code de la propriété intellectuelle.
      </p>
      <p>
        Toute reproduction, représentation, modification, publication ou adaptation de tout ou partie du site, par
        quelque procédé que ce soit, est interdite sans l'autorisation écrite préalable de {PUBLISHER.name}, et serait
        constitutive d'une contrefaçon sanctionnée par les articles L. 335-2 et suivants du Code de la propriété
        intellectuelle. Les citations courtes, accompagnées de la source, restent permises dans les limites prévues par
        la loi.
      </p>

      <h2 id="marques">Marques</h2>
      <p>
        Les dénominations {SITE.name}, CRMPro, Note 2 Frais, ComptaPro, FacturePro, ZENfluence et Score Client, ainsi
        que les logos associés, sont des marques utilisées par {PUBLISHER.name}. Toute reproduction ou utilisation de
        ces marques sans autorisation expresse est interdite. Les autres marques citées sur le site appartiennent à
        leurs titulaires respectifs.
      </p>

      <h2 id="donnees-personnelles">Données personnelles</h2>
      <p>
        {PUBLISHER.name} traite les données personnelles transmises par les formulaires du site (contact, demande de
        démonstration, inscription à l'automatisation, lettre d'information) dans le respect du règlement (UE) 2016/679
        (RGPD) et de la loi n° 78-17 du 6 janvier 1978 modifiée, dite « Informatique et Libertés ».
      </p>
      <p>
        Vous disposez d'un droit d'accès, de rectification, d'effacement, de limitation, d'opposition et de portabilité
        de vos données, ainsi que du droit de définir des directives relatives à leur sort après votre décès. Pour les
        exercer, écrivez à <a href={`mailto:${PUBLISHER.email}`}>{PUBLISHER.email}</a>. Vous pouvez également introduire
        une réclamation auprès de la Commission nationale de l'informatique et des libertés (CNIL). Le détail des
        traitements figure dans notre <a href="/politique-confidentialite">politique de confidentialité</a>.
      </p>

      <h2 id="cookies">Cookies</h2>
      <p>
        Le site n'enregistre dans votre navigateur que les informations nécessaires à son fonctionnement, ainsi que
        votre choix en matière de cookies. Aucun traceur de mesure d'audience ou de publicité n'est déposé sans votre
        consentement préalable, que vous pouvez modifier à tout moment grâce au lien « Gérer les cookies » en bas de
        chaque page. La liste des informations enregistrées est détaillée dans la{" "}
        <a href="/politique-confidentialite#cookies">politique de confidentialité</a>.
      </p>

      <h2 id="droit-applicable">Droit applicable</h2>
      <p>
        Les présentes mentions légales sont régies par le droit français. En cas de litige, et à défaut de résolution
        amiable, les tribunaux français seront seuls compétents. Les conditions de vente des abonnements figurent dans
        nos <a href="/cgv">conditions générales de vente</a>.
      </p>
    </LegalPage>
  );
}
