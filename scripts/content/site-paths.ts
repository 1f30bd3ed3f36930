/** Pages the spec's route table defines (spec §2); content may link to these. */
export const SITE_PATHS = [
  "/", "/price", "/events", "/blog", "/blog-content", "/news", "/about", "/about/team", "/about/commercial",
  "/about/contact", "/docs", "/docs/create-account", "/demo-form", "/showcase", "/register", "/explore",
  "/discord", "/politica-de-privacidade", "/termos-do-serviço",
] as const;
