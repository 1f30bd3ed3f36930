import { type RouteConfig, route } from "@react-router/dev/routes";

/** Mirrors spec §2; a screen that is not built yet is absent and answers 404. */
export default [
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
