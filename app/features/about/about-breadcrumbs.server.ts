import type { AppLoadContext } from "react-router";
import { translate } from "~/i18n/resources.server";
import { breadcrumbData } from "~/loaders/breadcrumbs.server";

/** Home › About › team|commercial|contact, named as the About section's own tabs. */
export function aboutBreadcrumbs(context: AppLoadContext, page: "team" | "commercial" | "contact", url: string) {
  const name = (key: string) => translate(context.lang, "about", `nav.${key}`);
  return breadcrumbData(context, { path: "/about", name: name("about") }, { name: name(page), url });
}
