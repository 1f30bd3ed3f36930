/** Header destinations (spec §2 "Navigation"); the mobile menu adds /showcase. */
export const HEADER_LINKS = [
  { to: "/price", key: "nav.price" },
  { to: "/events", key: "nav.events" },
  { to: "/blog", key: "nav.blog" },
  { to: "/about", key: "nav.about" },
  { to: "/docs", key: "nav.docs" },
  { to: "/demo-form", key: "actions.bookDemo" },
] as const;

export const MOBILE_EXTRA_LINKS = [{ to: "/showcase", key: "nav.showcase" }] as const;
