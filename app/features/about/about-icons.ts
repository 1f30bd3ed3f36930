import { iconSet } from "~/components/icon-sprite";
import about from "./about.icons.json";

/**
 * Decorative 24×24 stroke pictograms of the About pages and the contact page (about.icons.json). Their sprite
 * rides with root's stylesheet (root.tsx): a sheet that several routes import would join the shared one.
 */
export const ABOUT_ICONS = iconSet("about", about.paths);

export type AboutIcon = keyof typeof about.paths;
