import assert from "node:assert/strict";
import { describe, it } from "node:test";
import { packageManagerCommands } from "./commands.ts";

describe("packageManagerCommands", () => {
  it("adds development dependencies with each manager's flag", () => {
    assert.deepEqual(packageManagerCommands("npm install --save-dev webpack webpack-cli"), {
      npm: "npm install --save-dev webpack webpack-cli",
      yarn: "yarn add --dev webpack webpack-cli",
      pnpm: "pnpm add --save-dev webpack webpack-cli",
      bun: "bun add --dev webpack webpack-cli",
    });
    assert.deepEqual(packageManagerCommands("npm i -D x"), {
      npm: "npm install -D x",
      yarn: "yarn add --dev x",
      pnpm: "pnpm add --save-dev x",
      bun: "bun add --dev x",
    });
  });

  it("pins exact versions and installs globally", () => {
    assert.equal(packageManagerCommands("npm install --save-exact x")?.bun, "bun add --exact x");
    assert.equal(packageManagerCommands("npm install -E x")?.yarn, "yarn add --exact x");
    assert.deepEqual(packageManagerCommands("npm install --global http-server"), {
      npm: "npm install --global http-server",
      yarn: "yarn global add http-server",
      pnpm: "pnpm add --global http-server",
      bun: "bun add --global http-server",
    });
  });

  it("installs a project's dependencies", () => {
    assert.deepEqual(packageManagerCommands("npm install"), {
      npm: "npm install",
      yarn: "yarn install",
      pnpm: "pnpm install",
      bun: "bun install",
    });
  });

  it("runs an installed package's command", () => {
    assert.deepEqual(packageManagerCommands("npx webpack --mode production"), {
      npm: "npx webpack --mode production",
      yarn: "yarn webpack --mode production",
      pnpm: "pnpm exec webpack --mode production",
      bun: "bunx webpack --mode production",
    });
  });

  it("starts a project and runs its scripts", () => {
    assert.deepEqual(packageManagerCommands("npm init -y"), {
      npm: "npm init -y",
      yarn: "yarn init -y",
      pnpm: "pnpm init",
      bun: "bun init -y",
    });
    assert.deepEqual(packageManagerCommands("npm run build"), {
      npm: "npm run build",
      yarn: "yarn build",
      pnpm: "pnpm run build",
      bun: "bun run build",
    });
  });

  it("keeps any other command the same for all", () => {
    assert.deepEqual(packageManagerCommands("cd webpack-demo"), {
      npm: "cd webpack-demo",
      yarn: "cd webpack-demo",
      pnpm: "cd webpack-demo",
      bun: "cd webpack-demo",
    });
  });

  it("leaves alone what it cannot translate surely", () => {
    for (const line of [
      "npm run build -- --watch",
      "cd app && npm install",
      "npm test",
      "npm install --legacy-peer-deps x",
      "npx -p webpack webpack",
      "npm install x && npm test",
      "npm install ./packages/greeter 'quoted'",
    ]) {
      assert.equal(packageManagerCommands(line), undefined, line);
    }
  });
});
