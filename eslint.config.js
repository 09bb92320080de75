import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const buildImportsNoApp = {
  regex: "^(\\./|(\\.\\./)+)src/",
  message: "Build code does not import the app: move what both need to common/.",
};

const siteSettingsByOption = {
  regex: "^(\\.\\./)+(common/(site|routeTable)\\.ts|paths\\.ts|webpack\\.[a-z]+\\.ts|scripts/|maintainers/)",
  message: "Loaders and plugins take the site's settings as options from the configuration.",
};

const compilersWebpack =
  "Use the compiler's webpack (compiler.webpack, compiler.webpack.sources, this._compiler.webpack); import only types.";

export default tseslint.config(
  { ignores: ["dist/", ".cache/", "coverage/", "examples/**/dist/", "node_modules/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["src/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  // One-way layers: the app (src/) and the build (configurations, loaders, plugins, Markdown
  // plugins, scripts, maintainer tools) never import each other; what both need lives in common/. Tests may
  // cross, to check the two sides against each other (the built search index read by the app's engine).
  {
    files: ["src/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(\\.\\./)+(plugins|loaders|markdown|scripts|maintainers|webpack\\.[a-z]+\\.ts)(/|$)",
              message: "The app does not import build code: move what both need to common/.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["{scripts,maintainers}/**/*.ts", "*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [buildImportsNoApp] }],
    },
  },
  // Loaders, plugins and Markdown plugins are reusable: what is this site's (its settings, routes,
  // folders, configuration) reaches them as options from the configuration, never by an import.
  {
    files: ["{plugins,loaders,markdown}/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [buildImportsNoApp, siteSettingsByOption] }],
    },
  },
  // markdown/plugins holds unified plugins any site could use; this site's content rules, generators
  // and pipeline live in markdown/site, which may use them, never the other way round.
  {
    files: ["markdown/plugins/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(\\.\\./)+(site|common|src|plugins|loaders|scripts|maintainers)/",
              message: "A reusable unified plugin takes what is this site's as options, never by an import.",
            },
            {
              regex: "^(\\.\\./)+(paths|webpack\\.[a-z]+)\\.ts$",
              message: "A reusable unified plugin takes what is this site's as options, never by an import.",
            },
          ],
        },
      ],
    },
  },
  // A loader or plugin runs against the webpack that runs it (`compiler.webpack`,
  // `this._compiler.webpack`), never a copy it imports itself: it may be another one than the
  // compiler's (a canary's candidate, a project with two installs). Types are free to import.
  {
    files: ["{plugins,loaders}/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": "off",
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [{ name: "webpack", message: compilersWebpack, allowTypeImports: true }],
          patterns: [
            buildImportsNoApp,
            siteSettingsByOption,
            { regex: "^webpack/", message: compilersWebpack, allowTypeImports: true },
            {
              regex: "^\\.\\./(?!\\.\\.)[^/]+/(?!index\\.ts$)",
              message: "Another plugin is used through its index.ts: its hooks and the types it exports.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["common/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(\\.\\./)+(src|plugins|loaders|markdown|scripts|maintainers)/",
              message: "common/ is imported by both sides and imports neither.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["**/*.{js,cjs,mjs}"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ["**/*.cjs", "examples/**/*.js"],
    languageOptions: { sourceType: "commonjs" },
    rules: { "@typescript-eslint/no-require-imports": "off" },
  },
);
