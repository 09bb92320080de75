/**
 * Component and logic tests in jsdom, for the app and what it shares with the build (common/); build
 * code (loaders, plugins) is tested with node's runner.
 */
module.exports = {
  testEnvironment: "jsdom",
  // One worker per core, not jest's default of one less: on two cores, 9.5 s instead of 14.4.
  maxWorkers: "100%",
  roots: ["<rootDir>/src", "<rootDir>/common"],
  testMatch: ["**/*.test.ts", "**/*.test.tsx"],
  setupFilesAfterEnv: ["<rootDir>/test/unit/setup.ts"],
  transform: {
    "^.+\\.(t|j)sx?$": [
      "@swc/jest",
      {
        jsc: {
          parser: { syntax: "typescript", tsx: true },
          transform: { react: { runtime: "automatic" } },
        },
        module: { type: "commonjs" },
      },
    ],
  },
  // decode-uri-component and stemmer ship ES modules only: they are compiled to CommonJS like our own code.
  transformIgnorePatterns: ["/node_modules/(?!(decode-uri-component|stemmer)/)"],
  moduleNameMapper: {
    "\\.css$": "<rootDir>/test/unit/cssModule.cjs",
    "^virtual:content-index$": "<rootDir>/test/unit/contentIndex.ts",
    "^virtual:content-page-list$": "<rootDir>/test/unit/contentPageList.ts",
    "^search:index$": "<rootDir>/test/unit/searchIndex.ts",
    "/contentModules\\.ts$": "<rootDir>/test/unit/contentModules.ts",
  },
};
