// ESLint: typescript-eslint with types, React hooks and accessibility rules; Prettier owns the layout.
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "bench/", "public/", "data/", "test-results/", "playwright-report/"] },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true },
      globals: globals.node,
    },
    rules: {
      // A leading underscore names what a destructuring leaves out on purpose (as tsc's noUnusedLocals reads it).
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
      // `async` marks functions that satisfy a Promise-returning interface (cleanups, migration providers).
      "@typescript-eslint/require-await": "off",
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
      // React ignores what an event handler returns; the form handlers catch their own failures.
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ["**/*.{ts,tsx}"],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
    rules: {
      // The site reads browser-only state (what was typed before hydration, storage, the address) after
      // hydration, so that the server's HTML matches: that is an effect that sets state, by design.
      "react-hooks/set-state-in-effect": "off",
      // autoFocus marks only the first invalid field of a form re-rendered after a failed post.
      "jsx-a11y/no-autofocus": "off",
      // A scrollable region needs a tab stop to be read by keyboard (axe: scrollable-region-focusable).
      "jsx-a11y/no-noninteractive-tabindex": ["error", { roles: ["tabpanel", "region", "group"] }],
    },
  },
  {
    files: ["tests/**/*.ts", "**/*.test.{ts,tsx}"],
    rules: {
      // Tests read JSON bodies and page.evaluate results as `any` and assert on them: the assertion is the check.
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-return": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
    },
  },
  {
    files: ["server/db/migrations*.ts"],
    // A migration sees the schema as it was then, not today's Database type: Kysely<any>, as Kysely advises.
    rules: { "@typescript-eslint/no-explicit-any": "off" },
  },
  // Plain JavaScript (two small scripts, this file, dependency-cruiser's config) carries no types to check.
  { files: ["**/*.{js,mjs,cjs}"], extends: [tseslint.configs.disableTypeChecked] },
  { files: ["**/*.cjs"], languageOptions: { sourceType: "commonjs", globals: globals.commonjs } },
  prettier,
);
