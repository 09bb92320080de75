import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import path from "node:path";
import { after, before, describe, it } from "node:test";
import { distDirectory, openPage, startSite, waitForApp, type Site } from "./harness.ts";

describe("security", () => {
  let site: Site;
  before(async () => {
    site = await startSite();
  });
  after(async () => {
    await site.close();
  });

  it("sends the policy and the security headers with every response", async () => {
    for (const url of ["/", "/concepts/", "/manifest.json", "/no/such/page/"]) {
      const response = await fetch(`${site.baseUrl}${url}`);
      const policy = response.headers.get("content-security-policy") ?? "";
      assert.match(policy, /script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/, url);
      assert.match(policy, /object-src 'none'/);
      assert.match(policy, /base-uri 'self'/);
      assert.match(policy, /frame-ancestors 'none'/);
      assert.doesNotMatch(policy, /unsafe-inline|unsafe-eval/);
      assert.equal(response.headers.get("x-content-type-options"), "nosniff");
      assert.equal(response.headers.get("referrer-policy"), "strict-origin-when-cross-origin");
      assert.match(response.headers.get("permissions-policy") ?? "", /camera=\(\)/);
    }
  });

  it("puts the same policy in a <meta> tag before the first script of every page", () => {
    const header = readFileSync(path.join(distDirectory, "_headers"), "utf8");
    for (const file of ["index.html", "concepts/index.html", "concepts/printable/index.html", "404.html"]) {
      const html = readFileSync(path.join(distDirectory, file), "utf8");
      const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html);
      assert.ok(meta?.[1], `${file} has the policy`);
      assert.ok(html.indexOf(meta[0]) < html.indexOf("<script"), `${file}: the policy comes before the scripts`);
      // The <meta> form cannot carry frame-ancestors; everything else matches the header.
      assert.ok(header.includes(meta[1]), `${file}: the meta policy is the header's`);
    }
  });

  it("runs the whole app, theme script included, without a single violation", async () => {
    const { page, problems } = await openPage(site);
    const violations: string[] = [];
    await page.exposeFunction("reportViolation", (text: string) => violations.push(text));
    await page.evaluateOnNewDocument(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        void (window as unknown as { reportViolation(text: string): Promise<void> }).reportViolation(
          `${event.violatedDirective} ${event.blockedURI}`,
        );
      });
    });
    for (const url of ["/", "/configuration/output/", "/vote/"]) {
      await page.goto(`${site.baseUrl}${url}`, { waitUntil: "networkidle0" });
      await waitForApp(page);
    }
    assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), "light");
    assert.deepEqual(violations, []);
    assert.deepEqual(problems, []);
  });

  it("blocks an injected inline script, and the suite's violation check catches it", async () => {
    // A site of its own: its close() must fail, where every other test's must not.
    const ownSite = await startSite();
    const { page } = await openPage(ownSite);
    await page.goto(`${ownSite.baseUrl}/concepts/`);
    await waitForApp(page);
    const ran = await page.evaluate(() => {
      const script = document.createElement("script");
      script.textContent = "window.injected = true;";
      document.head.append(script);
      return (window as unknown as { injected?: boolean }).injected === true;
    });
    assert.equal(ran, false);
    await assert.rejects(() => ownSite.close(), /Content-Security-Policy violations:[\s\S]*script-src/);
  });

  it("opens external links in a new tab only with rel=noopener noreferrer", () => {
    for (const file of ["index.html", "concepts/index.html", "plugins/html-webpack-plugin/index.html"]) {
      const html = readFileSync(path.join(distDirectory, file), "utf8");
      for (const [anchor] of html.matchAll(/<a [^>]*target="_blank"[^>]*>/g)) {
        assert.match(
          anchor,
          /rel="[^"]*noopener[^"]*noreferrer|rel="[^"]*noreferrer[^"]*noopener/,
          `${file}: ${anchor}`,
        );
      }
    }
  });
});
