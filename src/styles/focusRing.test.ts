import { readFileSync } from "node:fs";
import path from "node:path";

const styles = path.join(__dirname);
const tokens = readFileSync(path.join(styles, "tokens.css"), "utf8");

/** The value of a custom property in one theme's block of tokens.css: `:root` or `:root[data-theme="dark"]`. */
function token(selector: string, name: string): string {
  const block = tokens.slice(tokens.indexOf(`${selector} {`));
  const value = new RegExp(`${name}:\\s*(#[0-9a-f]{6});`).exec(block.slice(0, block.indexOf("}")))?.[1];
  if (!value) throw new Error(`${name} is not set for ${selector}`);
  return value;
}

/** WCAG 2's relative luminance of an sRGB colour. */
function luminance(hex: string): number {
  const [red = 0, green = 0, blue = 0] = [1, 3, 5].map((start) => {
    const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

function contrast(first: string, second: string): number {
  const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

describe("the keyboard focus ring", () => {
  it("is drawn in the focus colour", () => {
    expect(readFileSync(path.join(styles, "reset.css"), "utf8")).toMatch(
      /:focus-visible \{\s*outline: 2px solid var\(--color-focus\);/,
    );
  });

  it.each([":root", ':root[data-theme="dark"]'])("has 3:1 contrast at least against the page in %s", (selector) => {
    const ratio = contrast(token(selector, "--color-focus"), token(selector, "--color-background"));
    expect(ratio).toBeGreaterThanOrEqual(3);
  });
});
