import { deliveryTiming, hubSpot, leadWebhook, rdStation, type Config } from "../config";
import type { DatabaseHandle } from "../db/kysely";
import type { DestinationName } from "../db/schema";
import { BurstMeter } from "./burst";
import type { Destination } from "./destination";
import { hubSpotDestination } from "./hubspot";
import { rdStationDestination } from "./rdstation";
import { DestinationSender, type SenderTiming } from "./sender";
import { webhookDestination } from "./webhook";

/** Every destination the configuration names (docs/webhooks.md), in the order they are listed. */
export function configuredDestinations(config: Config): Destination[] {
  const webhook = leadWebhook(config);
  const rd = rdStation(config);
  const hub = hubSpot(config);
  return [
    ...(webhook ? [webhookDestination(webhook)] : []),
    ...(rd ? [rdStationDestination(rd)] : []),
    ...(hub ? [hubSpotDestination(hub)] : []),
  ];
}

export const destinationNames = (config: Config): DestinationName[] =>
  configuredDestinations(config).map((destination) => destination.name);

/** The destinations that take an erasure's `*.deleted` event. */
export const erasableDestinations = (config: Config): DestinationName[] =>
  configuredDestinations(config)
    .filter((destination) => destination.erasable)
    .map((destination) => destination.name);

export interface Deliveries {
  stop: () => Promise<void>;
}

/**
 * Started by the server: one sender per destination, each with its own state, so a destination that is
 * down holds back none of the others. Form posts (database.formPosts) wake them and count towards a burst.
 */
export function startDeliveries(
  database: DatabaseHandle,
  destinations: readonly Destination[],
  timing: SenderTiming,
): Deliveries {
  const burst = new BurstMeter();
  const senders = destinations.map((destination) => new DestinationSender(database, destination, timing, burst));
  const unsubscribe = database.formPosts.listen(() => {
    burst.formPosted();
    for (const sender of senders) sender.recordQueued();
  });
  return {
    stop: async () => {
      unsubscribe();
      await Promise.all(senders.map((sender) => sender.stop()));
    },
  };
}

/** The server's deliveries as the configuration sets them. */
export const startConfiguredDeliveries = (database: DatabaseHandle, config: Config): Deliveries =>
  startDeliveries(database, configuredDestinations(config), deliveryTiming(config));
