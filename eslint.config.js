// Lint (npm run lint; part of npm test). Formatting is Prettier's (.prettierrc.json); this file
// holds the rules that catch bugs: TypeScript's, React's hooks, accessibility, and the layers the
// code is built in (ADR 032).
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Imports a layer may not make: `from` is the layer's files, `banned` the import paths it may not reach. */
function layer(files, banned, why) {
  const group = banned.flatMap((dir) => [`~/${dir}`, `~/${dir}/*`, `**/app/${dir}/*`]);
  // A relative path that climbs into a banned layer (`../../kit/x`) is the same import.
  const climbing = banned.length > 0 ? [{ regex: `^(\\.\\./)+(${banned.join("|")})(/|$)`, message: why }] : [];
  const patterns = [...(group.length > 0 ? [{ group, message: why }] : []), ...climbing, NO_SANDBOX];
  return { files, rules: { "no-restricted-imports": ["error", { patterns }] } };
}

/** The console reaches the sandbox only over HTTP (or its service binding), never by import. */
const NO_SANDBOX = {
  regex: "(^|/)workers/",
  message: "The console never imports the sandbox (or the Worker's entry): it talks to the backend over HTTP.",
};

export default tseslint.config(
  {
    ignores: [
      "build/",
      "node_modules/",
      ".react-router/",
      ".wrangler/",
      ".helpers/",
      "test-results/",
      "playwright-report/",
      "public/",
      "worker-configuration.d.ts",
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.serviceworker } },
    rules: {
      // tsc's noUnusedLocals/noUnusedParameters already decide this; `_`-prefixed names are deliberate.
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "no-empty": ["error", { allowEmptyCatch: true }],
    },
  },
  {
    files: ["app/**/*.tsx", "app/**/*.ts"],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ["app/**/*.tsx"],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A scrolling table or trace is a named region in the Tab order, so the keyboard can scroll
      // it (axe's scrollable-region-focusable); the plugin allows only tab panels by default.
      "jsx-a11y/no-noninteractive-tabindex": [
        "error",
        { tags: [], roles: ["tabpanel", "region"], allowExpressionValues: true },
      ],
    },
  },
  layer(["app/**"], [], "The console never imports the sandbox."),
  // The layers (ADR 032): lib and shared rules know nothing of the app; the server core knows no
  // screen, kit or component; the kit knows no feature or screen; components know no feature.
  layer(
    ["app/lib/**"],
    ["server", "kit", "features", "components", "screens", "routes"],
    "app/lib holds plain rules: it imports no other layer of the app.",
  ),
  layer(
    ["app/server/**"],
    ["kit", "features", "components", "screens", "routes"],
    "app/server is the core (session, backend, security): it imports only app/lib and shared/.",
  ),
  layer(
    ["app/kit/**"],
    ["features", "screens", "routes"],
    "The screen kit serves every screen: it imports no feature, screen or route.",
  ),
  layer(
    ["app/components/**"],
    ["features", "screens", "routes", "kit"],
    "Components are generic UI: they import no kit, feature, screen or route.",
  ),
  layer(["app/features/**", "app/screens/**"], ["routes"], "Routes import screens and features, never the reverse."),
  {
    files: ["shared/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~/*", "**/app/*", "**/workers/*"],
              message: "shared/ is used by both Workers: it imports neither.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["workers/sandbox/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["~/*", "**/app/*"], message: "The sandbox is the backend: it never imports the console." },
          ],
        },
      ],
    },
  },
  {
    // Each Playwright worker has its own server, and only fixtures.ts's `test` knows which.
    files: ["tests/e2e/**"],
    ignores: ["tests/e2e/fixtures.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@playwright/test",
              importNames: ["test"],
              message: "Import `test` from tests/e2e/fixtures.ts: it points baseURL at the worker's own server.",
            },
          ],
        },
      ],
    },
  },
  prettier,
);
