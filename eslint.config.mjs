// ESLint (flat config): ESLint's recommended rules, Next's core-web-vitals and TypeScript rules, React hooks (with the React Compiler
// checks of eslint-plugin-react-hooks 7) and jsx-a11y's recommended set. `npm run lint` allows no warning.
import { defineConfig, globalIgnores } from "eslint/config";
import js from "@eslint/js";
import nextCoreWebVitals from "eslint-config-next/core-web-vitals";
import nextTypescript from "eslint-config-next/typescript";
import reactHooks from "eslint-plugin-react-hooks";
import jsxA11y from "eslint-plugin-jsx-a11y";
import comments from "@eslint-community/eslint-plugin-eslint-comments/configs";
import { boundaryConfigs } from "./scripts/lib/boundaries.mjs";

export default defineConfig([
  globalIgnores([
    "lib/generated/**",
    ".next/**",
    "node_modules/**",
    "test-results/**",
    "playwright-report/**",
    ".data/**",
    "tmp/**",
    "next-env.d.ts",
  ]),
  js.configs.recommended,
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    // The plugins are registered by eslint-config-next; only their rule sets are added here (registering
    // them twice would be refused as a redefinition).
    name: "adradar/react-hooks-and-a11y",
    files: ["**/*.{js,jsx,mjs,ts,tsx}"],
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  comments.recommended,
  {
    name: "adradar/rules",
    linterOptions: { reportUnusedDisableDirectives: "error" },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrorsIgnorePattern: "^_" }],
      // A disable must say why, on the same line: `// eslint-disable-next-line rule -- reason`.
      "@eslint-community/eslint-comments/require-description": "error",
      "@typescript-eslint/ban-ts-comment": ["error", { "ts-expect-error": "allow-with-description" }],
      // Toasts go through lib/toast.ts, which gives each kind one slot (no pile of toasts). tailwind-merge's
      // default config is what lib/tailwind-merge.ts keeps out of every screen's first load (benchmarks §3).
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "sonner", importNames: ["toast"], message: "Use toast from @/lib/toast." },
            {
              name: "tailwind-merge",
              importNames: ["twMerge", "extendTailwindMerge", "getDefaultConfig"],
              message:
                "Use cn from @/lib/utils (or twMerge from @/lib/tailwind-merge): the default config ships every Tailwind class group.",
            },
          ],
        },
      ],
    },
  },
  {
    name: "adradar/toast-wrapper",
    files: ["lib/toast.ts"],
    rules: { "no-restricted-imports": "off" },
  },
  {
    // The test compares the reduced merger with the full one.
    name: "adradar/tailwind-merge-test",
    files: ["tests/unit/tailwind-merge.test.ts"],
    rules: { "no-restricted-imports": "off" },
  },
  // Client files never load server code, nothing in components/ or lib/ imports app/, no screen folder
  // imports another's (scripts/lib/boundaries.mjs; docs/architecture.md §2).
  ...boundaryConfigs(import.meta.dirname),
  {
    // Playwright fixtures hand their value on through a callback named `use`, which the hooks rule takes
    // for React's `use()`; no React code runs in these files.
    name: "adradar/playwright",
    files: ["tests/e2e/**", "playwright.config.ts"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
]);
