import assert from "node:assert/strict";
import path from "node:path";
import { describe, it } from "node:test";
import fc from "fast-check";
import { MAX_REQUEST_TARGET_LENGTH, resolveRequestPath } from "./requestPath.ts";

const root = path.resolve("/srv/site");

function isInsideRoot(file: string): boolean {
  return file === root || file.startsWith(`${root}${path.sep}`);
}

/** Pieces of the paths that try to leave a served directory, in every spelling a decoder might accept. */
const TRAVERSAL_FRAGMENTS = [
  "..",
  ".",
  "/",
  "\\",
  "%2e",
  "%2E",
  "%2e%2e",
  "%2f",
  "%2F",
  "%5c",
  "%5C",
  "%00",
  "%252e",
  "%c0%ae",
  "%c0%af",
  "%",
  "%%",
  "secret.txt",
  "etc",
  "passwd",
  "?",
  "#",
];

const fragmentPaths = fc
  .array(fc.oneof(fc.constantFrom(...TRAVERSAL_FRAGMENTS), fc.string({ maxLength: 4 })), { maxLength: 24 })
  .chain((parts) => fc.constantFrom(parts.join(""), `/${parts.join("")}`, `/${parts.join("/")}`));

const anyTarget = fc.oneof(
  fc.string({ unit: "binary" }),
  fc.string({ unit: "binary" }).map((text) => `/${text}`),
);

/** A file or folder name the resolver must accept: visible, and free of separators and control characters. */
const safeName = fc
  .string({ unit: "grapheme", minLength: 1, maxLength: 12 })
  .filter((name) => !name.startsWith(".") && !/[/\\\p{Cc}]/u.test(name));

describe("resolveRequestPath", () => {
  it("maps a path to the file it names below the root, keeping the query apart", () => {
    assert.deepEqual(resolveRequestPath(root, "/"), { ok: true, pathname: "/", search: "", filePath: root });
    assert.deepEqual(resolveRequestPath(root, "/guides/?q=1"), {
      ok: true,
      pathname: "/guides/",
      search: "?q=1",
      filePath: path.join(root, "guides"),
    });
    assert.deepEqual(resolveRequestPath(root, "/caf%C3%A9/menu.js"), {
      ok: true,
      pathname: "/caf%C3%A9/menu.js",
      search: "",
      filePath: path.join(root, "café", "menu.js"),
    });
  });

  it("refuses malformed escapes, dot segments, encoded separators and NUL bytes with 400", () => {
    for (const target of [
      "/%E0%A4%A/",
      "/%",
      "/%zz",
      "/%ED%A0%80",
      "/../secret.txt",
      "/guides/../../secret.txt",
      "/%2e%2e/secret.txt",
      "/%2E%2e%2fsecret.txt",
      "/..%2fsecret.txt",
      "/..%5csecret.txt",
      "/..\\secret.txt",
      "/./index.html",
      "/index.html%00.js",
      "//evil.example/",
      "/guides//",
      "guides/",
      "*",
      "http://localhost/",
    ]) {
      assert.deepEqual(resolveRequestPath(root, target), { ok: false, status: 400 }, target);
    }
  });

  it("hides dotfiles with 404 and refuses over-long targets with 414", () => {
    assert.deepEqual(resolveRequestPath(root, "/.env"), { ok: false, status: 404 });
    assert.deepEqual(resolveRequestPath(root, "/assets/%2Egit/config"), { ok: false, status: 404 });
    const longest = `/${"a".repeat(MAX_REQUEST_TARGET_LENGTH - 1)}`;
    assert.equal(resolveRequestPath(root, longest).ok, true);
    assert.deepEqual(resolveRequestPath(root, `${longest}a`), { ok: false, status: 414 });
  });

  it("never throws and never resolves outside the root, for any text", () => {
    fc.assert(
      fc.property(fc.oneof(anyTarget, fragmentPaths), (target) => {
        const resolved = resolveRequestPath(root, target);
        if (resolved.ok) {
          assert.ok(isInsideRoot(resolved.filePath), `${JSON.stringify(target)} -> ${resolved.filePath}`);
          assert.ok(!resolved.filePath.includes("\0"), JSON.stringify(target));
        }
      }),
      { numRuns: 5000 },
    );
  });

  it("finds any visible file by its encoded name", () => {
    fc.assert(
      fc.property(fc.array(safeName, { minLength: 1, maxLength: 6 }), (names) => {
        const pathname = `/${names.map(encodeURIComponent).join("/")}`;
        fc.pre(pathname.length <= MAX_REQUEST_TARGET_LENGTH);
        assert.deepEqual(resolveRequestPath(root, pathname), {
          ok: true,
          pathname,
          search: "",
          filePath: path.join(root, ...names),
        });
      }),
    );
  });
});
