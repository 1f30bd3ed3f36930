// The direction of every import (docs/architecture.md draws it): `npm run deps`, and a step of `npm test`.
//
//   root.tsx, routes/ → shell/ → features/ → components/ → lib/, i18n/, data/, content/, boot/, loaders/
//   the build, server/ and app/'s tests → content-pipeline/ (through its index.ts) → lib/, i18n/, content models
//
// Features do not import each other, except the pairs below, each one page embedding another feature.

/** Feature → the other features it may import, and why. Keep it short: shared parts belong in components/. */
const FEATURE_PAIRS = {
  // The home page embeds the demo request form and opens the prompt preview from its hero.
  home: ["demo-form", "prompt-preview"],
  // The contact page is one of the About pages and draws their pictograms.
  contact: ["about"],
};

/** The part of app/ the server may import (with ~/): form schemas and rules, languages, storage names, URLs. */
const SERVER_SURFACE = [
  "^app/i18n/(languages|detect-language)\\.ts$",
  "^app/lib/(schemas|form-options|form-post|brazilian-documents|brazilian-phone|course-status|storage|localized-url)\\.ts$",
  "^app/locales/[a-z]{2}/(common|editor)\\.json$",
];

const ENTRIES = "^app/(root\\.tsx|routes\\.ts|entry\\.(client|server)\\.tsx)$";
const BASE = "^app/(lib|i18n|data|content|locales|boot|loaders)/|^app/(site\\.config|root-data)\\.ts$";
const TESTS = "\\.(test|spec)\\.tsx?$";
const SERVER = "^server(/|\\.ts$)";
const PIPELINE = "^content-pipeline/";

const featurePairRules = Object.entries(FEATURE_PAIRS).map(([from, allowed]) => ({
  name: `feature-${from}-sideways`,
  comment: `features/${from} imports other features only through: ${allowed.join(", ")} (.dependency-cruiser.cjs)`,
  severity: "error",
  from: { path: `^app/features/${from}/` },
  to: {
    path: "^app/features/",
    pathNot: [`^app/features/${from}/`, ...allowed.map((name) => `^app/features/${name}/`)],
  },
}));

module.exports = {
  forbidden: [
    {
      name: "no-circular",
      comment: "An import cycle: split the shared part out or move it down a layer.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "base-stays-base",
      comment:
        "lib, i18n, data, content, site.config and root-data are the bottom layer: they import nothing above them.",
      severity: "error",
      from: { path: BASE },
      to: { path: `^app/(components|features|shell|routes)/|${ENTRIES}` },
    },
    {
      name: "lib-is-pure",
      comment:
        "lib/, i18n/, boot/ and loaders/ read no facts (data/) and no content (content/); boot/ and loaders/ take lib's helpers, not the other way round.",
      severity: "error",
      from: { path: "^app/(lib|i18n|boot|loaders)/" },
      to: { path: "^app/(data|content)/" },
    },
    {
      name: "lib-only-helpers",
      comment:
        "lib/ keeps pure helpers: a hook (use-*) goes to components/, a `.server.ts` module to loaders/ or boot/, and lib imports neither.",
      severity: "error",
      from: {},
      to: { path: ["^app/lib/(use-[^/]+|[^/]+\\.server)\\.tsx?$"] },
    },
    {
      name: "lib-not-boot-or-loaders",
      comment: "boot/ and loaders/ use lib's helpers, not the other way round.",
      severity: "error",
      from: { path: "^app/lib/" },
      to: { path: "^app/(boot|loaders)/" },
    },
    {
      name: "boot-is-small",
      comment:
        "boot/ holds the document's boot programs (inlined, run before React) and their one adapter of React Router's output: it imports only lib/ and i18n/.",
      severity: "error",
      from: { path: "^app/boot/", pathNot: TESTS },
      to: { path: "^app/", pathNot: "^app/(boot|lib|i18n)/" },
    },
    {
      name: "schemas-on-demand",
      comment:
        "The browser loads the form schemas (and zod) when a form is first used (components/load-schemas.ts); a static import puts them in every page that shows the form. The organization form is the exception: its rules (organization-values.ts) run the same schema in the browser and in the action.",
      severity: "error",
      from: {
        path: "^app/(components|features|shell|routes)/",
        pathNot: `${TESTS}|^app/components/load-schemas\\.ts$|^app/features/registration/organization-values\\.ts$`,
      },
      to: { path: "^app/lib/schemas\\.ts$", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "components-stay-shared",
      comment: "A component is shared UI: it never imports a feature, the shell or a route.",
      severity: "error",
      from: { path: "^app/components/" },
      to: { path: `^app/(features|shell|routes)/|${ENTRIES}` },
    },
    {
      name: "features-not-up",
      comment: "A feature never imports the shell or a route (they compose features, not the other way round).",
      severity: "error",
      from: { path: "^app/features/" },
      to: { path: `^app/(shell|routes)/|${ENTRIES}` },
    },
    {
      name: "features-not-sideways",
      comment: "A feature imports another feature only through the pairs listed in .dependency-cruiser.cjs.",
      severity: "error",
      from: { path: "^app/features/([^/]+)/", pathNot: `^app/features/(${Object.keys(FEATURE_PAIRS).join("|")})/` },
      to: { path: "^app/features/", pathNot: "^app/features/$1/" },
    },
    ...featurePairRules,
    {
      name: "shell-not-routes",
      comment: "The shell is composed by root.tsx and the routes; it never imports them.",
      severity: "error",
      from: { path: "^app/shell/" },
      to: { path: `^app/routes/|${ENTRIES}` },
    },
    {
      name: "app-not-server",
      comment: "The browser's code never imports the server's: give the client its own type (root-data.ts).",
      severity: "error",
      from: { path: "^app/" },
      to: { path: "^server(/|\\.ts$)" },
    },
    {
      name: "server-through-surface",
      comment: "The server imports app/ only through its named surface (SERVER_SURFACE in .dependency-cruiser.cjs).",
      severity: "error",
      from: { path: "^server(/|\\.ts$)" },
      to: { path: "^app/", pathNot: SERVER_SURFACE },
    },
    {
      name: "content-pipeline-at-the-bottom",
      comment:
        "The content pipeline (content-pipeline/) takes only app/lib, app/i18n, the shared content models (app/content/*-model.ts) and the team (app/data/team.ts: the editor's list of authors): no UI, server, script or test.",
      severity: "error",
      from: { path: PIPELINE },
      to: {
        path: `^app/|^(server|scripts|tests)/|^server\\.ts$`,
        pathNot: "^app/(lib|i18n)/|^app/content/[^/]+-model\\.ts$|^app/data/team\\.ts$",
      },
    },
    {
      name: "content-pipeline-through-surface",
      comment:
        "Everything outside the content pipeline imports it through its surface, content-pipeline/index.ts, or, from a browser script, content-pipeline/browser.ts.",
      severity: "error",
      from: { pathNot: PIPELINE },
      to: { path: PIPELINE, pathNot: "^content-pipeline/(index|browser)\\.ts$" },
    },
    {
      name: "app-not-scripts",
      comment: "App code does not import build scripts (its tests may check a Vite plugin against the code it builds).",
      severity: "error",
      from: { path: "^app/", pathNot: TESTS },
      to: { path: "^scripts/" },
    },
    {
      name: "server-not-scripts",
      comment:
        "The running server never imports build or admin tools: what it needs of content comes from the build or content-pipeline/.",
      severity: "error",
      from: { path: SERVER },
      to: { path: "^scripts/" },
    },
    {
      name: "scripts-not-tests",
      comment: "Scripts (the bench among them) never import test helpers: what both need lives in scripts/support/.",
      severity: "error",
      from: { path: "^scripts/" },
      to: { path: "^tests/" },
    },
    {
      name: "features-through-index",
      comment:
        "Code outside app/ (scripts, server, the pipeline, tests) takes a feature only through its index.ts; routes and the shell compose its parts.",
      severity: "error",
      from: { path: `^(scripts|content-pipeline|tests)/|${SERVER}` },
      to: { path: "^app/features/[^/]+/", pathNot: "^app/features/[^/]+/index\\.ts$" },
    },
    {
      name: "not-to-tests",
      comment: "Code that ships never imports test helpers.",
      severity: "error",
      from: { path: "^(app|server)/", pathNot: TESTS },
      to: { path: "^tests/" },
    },
    {
      name: "no-orphans",
      comment: "A module nothing imports and that imports nothing is dead code (or a file the tools do not know).",
      severity: "error",
      from: {
        orphan: true,
        pathNot: [
          TESTS,
          "\\.d\\.ts$",
          "^app/(routes/|root\\.tsx|routes\\.ts|entry\\.)",
          "\\.config\\.ts$",
          "^(scripts|tests/setup|tests/reliability)/",
          "\\.css$",
        ],
      },
      to: {},
    },
    {
      name: "not-to-unresolvable",
      comment:
        "An import that resolves to nothing (React Router's generated +types, virtual:content, virtual:plans and the icon sets' generated stylesheets excepted).",
      severity: "error",
      from: {},
      to: { couldNotResolve: true, pathNot: ["^\\./\\+types/", "^virtual:(content|plans)$", "\\.icons\\.css$"] },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    // server/admin/public/ holds the editor's own browser files, served as they are beside Decap's bundle.
    exclude: { path: "^(build|\\.react-router|node_modules|data|bench|public|content|server/admin/public)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".d.ts", ".js", ".mjs", ".cjs", ".json"],
    },
    skipAnalysisNotInRules: true,
    reporterOptions: { text: { highlightFocused: true } },
  },
};
