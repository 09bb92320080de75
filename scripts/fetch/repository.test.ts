import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { repositoryOf } from "./repository.ts";

describe("repositoryOf", () => {
  it("reads every form package.json allows as an https address", () => {
    const forms: [unknown, string][] = [
      ["webpack/css-loader", "https://github.com/webpack/css-loader"],
      ["github:webpack/css-loader", "https://github.com/webpack/css-loader"],
      ["gitlab:group/project", "https://gitlab.com/group/project"],
      [{ type: "git", url: "git+https://github.com/webpack/css-loader.git" }, "https://github.com/webpack/css-loader"],
      [{ type: "git", url: "git://github.com/babel/babel-loader.git" }, "https://github.com/babel/babel-loader"],
      [
        { url: "git+ssh://git@github.com/jantimon/html-webpack-plugin.git" },
        "https://github.com/jantimon/html-webpack-plugin",
      ],
      [{ url: "git@github.com:webpack/webpack.git" }, "https://github.com/webpack/webpack"],
      ["https://github.com/webpack/webpack/", "https://github.com/webpack/webpack"],
    ];
    for (const [field, url] of forms) assert.deepEqual(repositoryOf(field), { url }, JSON.stringify(field));
  });

  it("keeps the package's folder in a monorepo", () => {
    assert.deepEqual(
      repositoryOf({
        type: "git",
        url: "https://github.com/GoogleChrome/workbox.git",
        directory: "./packages/workbox-webpack-plugin/",
      }),
      { url: "https://github.com/GoogleChrome/workbox", directory: "packages/workbox-webpack-plugin" },
    );
  });

  it("gives up on what is no repository address", () => {
    for (const field of [undefined, null, 42, {}, "", "not a repository", "file:../local", "https://github.com/"]) {
      assert.equal(repositoryOf(field), undefined, JSON.stringify(field));
    }
  });
});
