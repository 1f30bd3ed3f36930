import { startAnalyticsStandIn } from "./analytics-stand-in";
import { busyPasses, lighthouseInterleaved } from "./lighthouse";
import { startReferenceServer } from "./reference-server";

/**
 * Lighthouse per route kind: the first visit beside its scriptless reference (the same HTML and response
 * headers, no script) and beside a consenting visitor (analytics served by a local stand-in); all three again on
 * the slower-host stand-in; and the host's floor, an empty document, on both.
 */
export async function pageSpeed(base: string, routes: readonly string[], runs: number, slowHostRuns: number) {
  const references = await startReferenceServer(base, routes);
  const analytics = await startAnalyticsStandIn();
  try {
    const { speeds: lighthouse, floor } = await lighthouseInterleaved(
      base,
      routes,
      { referenceOf: references.urlOf, floorUrl: references.floorUrl },
      {
        runs,
        slowHostRuns,
        chromeFlags: analytics.chromeFlags,
      },
    );
    return { lighthouse, floor, host: busyPasses(lighthouse) };
  } finally {
    await references.close();
    await analytics.close();
  }
}
