import type { MetaDescriptor } from "react-router";
import { OG_IMAGE } from "./og-images";
import type { Language } from "~/i18n/languages";

/** A page's head as its loader computes it (app/loaders/seo.server.ts). */
export interface Seo {
  lang: Language;
  title: string;
  description: string;
  canonical: string;
  alternates: Array<{ hrefLang: string; href: string }>;
  ogImage: string;
  ogImageAlt: string;
  ogType: "website" | "article";
  siteName: string;
}

/** Head tags of a page from its loader's Seo: title, description, canonical, hreflang, Open Graph, Twitter. */
export function metaTags(seo: Seo | undefined): MetaDescriptor[] {
  if (!seo) return [];
  return [
    { title: seo.title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: seo.canonical },
    ...seo.alternates.map((alt) => ({ tagName: "link", rel: "alternate", hrefLang: alt.hrefLang, href: alt.href })),
    { property: "og:type", content: seo.ogType },
    { property: "og:site_name", content: seo.siteName },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: seo.canonical },
    { property: "og:image", content: seo.ogImage },
    { property: "og:image:type", content: OG_IMAGE.type },
    { property: "og:image:width", content: String(OG_IMAGE.width) },
    { property: "og:image:height", content: String(OG_IMAGE.height) },
    { property: "og:image:alt", content: seo.ogImageAlt },
    { property: "og:locale", content: seo.lang === "pt" ? "pt_BR" : seo.lang === "es" ? "es_LA" : "en_US" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: seo.title },
    { name: "twitter:description", content: seo.description },
    { name: "twitter:image", content: seo.ogImage },
    { name: "twitter:image:alt", content: seo.ogImageAlt },
  ];
}
