/**
 * The guides whose steps guides.test.ts follows in a real project, comparing each build log they
 * print with webpack's. guides.test.ts checks that it follows exactly these.
 */
export const FOLLOWED_GUIDES: readonly string[] = [
  "getting-started",
  "asset-management",
  "output-management",
  "lazy-loading",
  "entry-advanced",
  "public-path",
  "typescript",
  "csp",
  "code-splitting",
  "caching",
];
