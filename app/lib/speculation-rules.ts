/**
 * On a page without the React runtime (docs/decisions/011) a site link is a document navigation: the
 * browser fetches the page under the pointer or focus ("moderate": hover of 200 ms, or pointer down)
 * so the click shows it at once. Never the API, confirmations (answers to a form), or `?lang=` links,
 * which store a choice.
 */
export const SPECULATION_RULES = JSON.stringify({
  prefetch: [
    {
      where: {
        and: [
          { href_matches: "/*" },
          { not: { href_matches: "/api/*" } },
          { not: { href_matches: "/confirmation/*" } },
          { not: { href_matches: "/*\\?*lang=*" } },
          { not: { selector_matches: "[download], [target=_blank], [rel~=nofollow]" } },
        ],
      },
      eagerness: "moderate",
    },
  ],
});
