import { EVERY_PLAN_FEATURES, PLANS } from "~/data/plans";
import { TEAM } from "~/data/team";
import { claimValues } from "~/data/claims";
import { LEGAL_PATHS, type LegalSlug } from "~/content/legal-document";
import { faqValues, FAQ_IDS } from "~/data/faq";
import { planLines } from "~/features/plans/plan-lines";
import { bundleOf, translate } from "~/i18n/resources.server";
import { createT } from "~/i18n/translator";
import type { Language } from "~/i18n/languages";
import { formatMoney } from "~/lib/format-money";
import { legalDocument } from "~/content/legal-content.server";
import { showcaseCards, showcaseCase } from "~/content/showcase-content.server";
import { htmlToText, type SearchDocument } from "./search-options";

type Document = Omit<SearchDocument, "id">;

/** Every string of a translation subtree (or of landing data), in order, as one text. */
export function textOf(node: unknown): string {
  if (typeof node === "string") return node;
  if (Array.isArray(node)) return node.map(textOf).join(" ");
  if (node && typeof node === "object") return Object.values(node).map(textOf).join(" ");
  return "";
}

const withoutBrand = (title: string) => title.replace(/\s*\|\s*NIoT$/, "");
const fillClaims = (text: string, lang: Language) => {
  const claims = claimValues(lang);
  return text.replace(/\{\{(\w+)\}\}/g, (_token, name: string) => claims[name as keyof typeof claims] ?? "");
};

/** The price page, each plan (anchored at its card) and each FAQ answer (anchored at its question). */
export function planDocuments(lang: Language): Document[] {
  const bundle = bundleOf(lang, "plans");
  const t = createT(lang, { plans: bundle }, ["plans"]);
  const context = withoutBrand(translate(lang, "common", "meta.price.title"));
  const money = (amount: number) => formatMoney(amount, lang);
  const overview: Document = {
    kind: "plans",
    url: "/price",
    title: context,
    excerpt: translate(lang, "common", "meta.price.description"),
    context,
    text: [
      t("hero.title"),
      t("hero.lead"),
      t("features.title"),
      ...EVERY_PLAN_FEATURES.map((id) => `${t(`features.items.${id}.title`)} ${t(`features.items.${id}.text`)}`),
    ].join(" "),
  };
  const plans = PLANS.map((plan): Document => ({
    kind: "plans",
    url: `/price#plan-${plan.id}`,
    title: t(`plans.${plan.id}.name`),
    excerpt: t(`plans.${plan.id}.legend`),
    context,
    text: [
      plan.price.kind === "fixed" ? money(plan.price.monthly) : t("price.custom"),
      ...planLines(plan).map((line) => t(line.key, line.values ?? {})),
    ].join(" · "),
  }));
  const values = faqValues(money, claimValues(lang));
  const faq = FAQ_IDS.map((id): Document => ({
    kind: "faq",
    url: `/price#faq-${id}`,
    title: t(`faq.items.${id}.q`),
    excerpt: t(`faq.items.${id}.a`, values[id]),
    context: t("faq.title"),
    // The answer is indexed once, as the excerpt: a second copy would rank an answer above the page it belongs to.
    text: "",
  }));
  return [overview, ...plans, ...faq];
}

const ABOUT_PAGES = [
  { page: "about", url: "/about" },
  { page: "team", url: "/about/team" },
  { page: "commercial", url: "/about/commercial" },
  { page: "contact", url: "/about/contact" },
] as const;

/** About, team (with everyone's name and handle), commercial and contact. */
export function aboutDocuments(lang: Language): Document[] {
  const bundle = bundleOf(lang, "about") as Record<string, unknown>;
  const context = translate(lang, "common", "nav.about");
  return ABOUT_PAGES.map(({ page, url }) => ({
    kind: "about",
    url,
    title: withoutBrand(translate(lang, "about", `meta.${page}.title`, claimValues(lang))),
    excerpt: translate(lang, "about", `meta.${page}.description`, claimValues(lang)),
    context,
    text:
      fillClaims(textOf(bundle[page]), lang) +
      (page === "team" ? ` ${TEAM.map((member) => `${member.name} ${member.handle ?? ""}`).join(" ")}` : ""),
  }));
}

/** The showcase cases and the legal texts. */
export function caseAndLegalDocuments(lang: Language): Document[] {
  const showcase = showcaseCards(lang).map((card): Document => ({
    kind: "showcase",
    url: `/showcase/${card.id}`,
    title: card.title,
    excerpt: card.preview,
    context: card.category,
    text: htmlToText(showcaseCase(lang, card.id)?.html ?? ""),
  }));
  const legal = (Object.keys(LEGAL_PATHS) as LegalSlug[]).map((slug): Document => {
    const document = legalDocument(lang, slug);
    return {
      kind: "legal",
      url: LEGAL_PATHS[slug],
      title: document.title,
      excerpt: document.description,
      context: document.title,
      text: htmlToText(document.html),
    };
  });
  return [...showcase, ...legal];
}
