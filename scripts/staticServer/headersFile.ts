import { existsSync, readFileSync } from "node:fs";

/** Headers every response carries when the build wrote no `_headers` file. */
const DEFAULT_HEADERS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
};

/** The `/*` block of the build's `_headers` file (the format Netlify and Cloudflare Pages read). */
export function readHeadersFile(file: string): Record<string, string> {
  if (!existsSync(file)) return DEFAULT_HEADERS;
  const headers: Record<string, string> = {};
  let inAllPaths = false;
  for (const line of readFileSync(file, "utf8").split("\n")) {
    if (!line.trim()) continue;
    if (!/^\s/.test(line)) {
      inAllPaths = line.trim() === "/*";
      continue;
    }
    const separator = line.indexOf(":");
    if (inAllPaths && separator > 0) headers[line.slice(0, separator).trim()] = line.slice(separator + 1).trim();
  }
  return headers;
}
