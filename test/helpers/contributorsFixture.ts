import { appendFileSync, cpSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { FixtureRepository, type Author } from "./gitRepository.ts";

const fixtureContent = path.join(path.dirname(fileURLToPath(import.meta.url)), "../fixtures/content");

export const AUTHORS = {
  ada: { name: "Ada Lovelace", email: "12345+ada-dev@users.noreply.github.com" },
  /** Mapped to her GitHub noreply address by the repository's `.mailmap`. */
  grace: { name: "Grace", email: "grace@example.com" },
  /** No GitHub address and no mapping: listed by name. */
  linus: { name: "Linus", email: "linus@example.com" },
  bot: { name: "dependabot[bot]", email: "49699333+dependabot[bot]@users.noreply.github.com" },
} satisfies Record<string, Author>;

/**
 * `test/fixtures/content` as `content/` of a new repository in `directory`, with a history of
 * several authors on fixed dates. Entry Points (`content/concepts/entry-points.md`, which also
 * names two handles in its front matter) is written by Ada, edited by Grace twice, by Linus and by
 * dependabot; Getting Started was added by Ada as `guides/start.md` and renamed by Linus.
 */
export function contributorsFixture(directory: string): FixtureRepository {
  const repository = new FixtureRepository(directory);
  const content = path.join(directory, "content");
  cpSync(fixtureContent, content, { recursive: true });
  const entryPoints = path.join(content, "concepts/entry-points.md");
  writeFileSync(
    entryPoints,
    readFileSync(entryPoints, "utf8").replace("sort: 1\n", "sort: 1\ncontributors:\n  - TheLarkInn\n  - ada-dev\n"),
  );
  renameSync(path.join(content, "guides/getting-started.md"), path.join(content, "guides/start.md"));
  repository.commit(AUTHORS.ada, "2021-01-04T10:00:00Z", "Content");

  const edit = (author: Author, date: string) => {
    appendFileSync(entryPoints, `\nA note added on ${date.slice(0, 10)}.\n`);
    repository.commit(author, date, `Entry points: a note of ${author.name}`);
  };
  edit(AUTHORS.grace, "2021-02-01T10:00:00Z");
  edit(AUTHORS.linus, "2021-03-01T10:00:00Z");
  edit(AUTHORS.bot, "2021-03-15T10:00:00Z");
  repository.write(".mailmap", "Grace Hopper <grace-h@users.noreply.github.com> <grace@example.com>\n");
  edit(AUTHORS.grace, "2021-04-01T10:00:00Z");
  repository.move("content/guides/start.md", "content/guides/getting-started.md");
  repository.commit(AUTHORS.linus, "2021-05-01T10:00:00Z", "Getting Started gets its name");
  return repository;
}
