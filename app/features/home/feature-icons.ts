import { iconSet } from "~/components/icon-sprite";
import features from "./features.icons.json";

/** Stroke icons (24×24) for the twelve platform features; AI features are painted violet. */
export const FEATURES = [
  "events",
  "dashboards",
  "devices",
  "nodeAiFlow",
  "integrations",
  "dataset",
  "files",
  "docViewer",
  "prompt",
  "queryGuide",
  "footprint",
  "members",
] as const;
export type Feature = (typeof FEATURES)[number];

export const AI_FEATURES: ReadonlySet<Feature> = new Set(["nodeAiFlow", "files", "docViewer", "prompt", "queryGuide"]);

/** The features' icons, and the AI models' spark the AI section adds (features.icons.json). */
export const FEATURE_ICONS = iconSet("features", features.paths);
