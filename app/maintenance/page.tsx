import { MaintenanceScreen } from "../../components/behaviours/MaintenanceScreen.tsx";
import { PageGraph } from "../../components/seo/PageGraph.tsx";
import { MAINTENANCE_PATH } from "../../lib/browser/maintenance.ts";
import { PUBLISHER } from "../../lib/config/legal.ts";
import { pageMetadata } from "../../lib/seo/metadata.ts";

export const metadata = pageMetadata({
  title: "Site en maintenance",
  description: "Notre site est momentanément en maintenance. Merci de votre patience, nous revenons très vite.",
  path: MAINTENANCE_PATH,
  noindex: true,
});

export default function MaintenancePage() {
  return (
    <>
      <PageGraph />
      <MaintenanceScreen id="maintenance-page" email={PUBLISHER.email} />
    </>
  );
}
