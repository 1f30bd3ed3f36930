// ESLint: typescript-eslint, React hooks and accessibility rules; Prettier owns the layout.
// Costly rules run only where they pay (docs/decisions/036-lint-costly-rules-where-they-pay.md): the rules that
// read types run on the code that ships (app/, server/) and are the few that catch this codebase's bugs; the
// React Compiler's rules run on components and hooks; everything else gets the rules that need no types.
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const shippedCode = ["app/**/*.{ts,tsx}", "server/**/*.ts", "server.ts"];
// Components live in .tsx files and hooks in use-*.ts files (plus the two stores that export a hook).
const reactCode = ["app/**/*.tsx", "app/**/use-*.ts", "app/root-data.ts", "app/shell/consent/consent-store.ts"];
const { "react-hooks/rules-of-hooks": rulesOfHooks, "react-hooks/exhaustive-deps": exhaustiveDeps } =
  reactHooks.configs.flat.recommended.rules;

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "bench/", "public/", "data/", "test-results/", "playwright-report/"] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: globals.node },
    rules: {
      // A leading underscore names what a destructuring leaves out on purpose (as tsc's noUnusedLocals reads it).
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: shippedCode,
    ignores: ["**/*.test.{ts,tsx}"],
    languageOptions: { parserOptions: { projectService: true } },
    rules: {
      "@typescript-eslint/await-thenable": "error",
      "@typescript-eslint/no-floating-promises": "error",
      // React ignores what an event handler returns; the form handlers catch their own failures.
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      "@typescript-eslint/no-unnecessary-type-assertion": "error",
      "@typescript-eslint/only-throw-error": [
        "error",
        {
          // React Router's way to answer 404 from a loader: throw data(…) or a Response.
          allow: [
            { from: "package", package: "react-router", name: "DataWithResponseInit" },
            { from: "lib", name: "Response" },
          ],
        },
      ],
      "@typescript-eslint/prefer-promise-reject-errors": "error",
      "@typescript-eslint/no-implied-eval": "error",
      "@typescript-eslint/restrict-template-expressions": "error",
      "@typescript-eslint/no-base-to-string": "error",
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    languageOptions: { globals: globals.browser },
    plugins: { "react-hooks": reactHooks },
    rules: { "react-hooks/rules-of-hooks": rulesOfHooks, "react-hooks/exhaustive-deps": exhaustiveDeps },
  },
  {
    files: reactCode,
    ignores: ["**/*.test.tsx"],
    extends: [reactHooks.configs.flat.recommended],
    rules: {
      // The site reads browser-only state (what was typed before hydration, storage, the address) after
      // hydration, so that the server's HTML matches: that is an effect that sets state, by design.
      "react-hooks/set-state-in-effect": "off",
    },
  },
  {
    files: ["**/*.tsx"],
    extends: [jsxA11y.flatConfigs.recommended],
    rules: {
      // autoFocus marks only the first invalid field of a form re-rendered after a failed post.
      "jsx-a11y/no-autofocus": "off",
      // A scrollable region needs a tab stop to be read by keyboard (axe: scrollable-region-focusable).
      "jsx-a11y/no-noninteractive-tabindex": ["error", { roles: ["tabpanel", "region", "group"] }],
    },
  },
  {
    files: ["server/db/migrations*.ts"],
    // A migration sees the schema as it was then, not today's Database type: Kysely<any>, as Kysely advises.
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  { files: ["**/*.cjs"], languageOptions: { sourceType: "commonjs", globals: globals.commonjs } },
  prettier,
);
