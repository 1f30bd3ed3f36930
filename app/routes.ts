import { type RouteConfig, index, route } from "@react-router/dev/routes";

/** Mirrors spec §2; a screen that is not built yet is absent and answers 404. */
export default [
  index("routes/home.tsx"),
  route("demo-form", "routes/demo-form.tsx"),
  route("register", "routes/register.tsx"),
  route("explore", "routes/explore.tsx"),
  route("price", "routes/price.tsx"),
  route("blog", "routes/blog.tsx"),
  route("blog-content", "routes/blog-content.tsx"),
  route("article/:slug", "routes/article.tsx"),
  route("rss.xml", "routes/rss.tsx"),
  route("news", "routes/news.tsx"),
  route("about", "routes/about.tsx"),
  route("about/team", "routes/about-team.tsx"),
  route("about/commercial", "routes/about-commercial.tsx"),
  route("about/contact", "routes/about-contact.tsx"),
  route("politica-de-privacidade", "routes/privacy.tsx"),
  route("termos-do-serviço", "routes/terms.tsx"),
  route("docs", "routes/docs.tsx"),
  route("docs/create-account", "routes/docs-create-account.tsx"),
  route("search-index.json", "routes/search-index.tsx"),
  route("showcase", "routes/showcase.tsx"),
  route("showcase/:id", "routes/showcase-case.tsx"),
  route("events", "routes/events.tsx"),
  route(":slug", "routes/event-landing.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
