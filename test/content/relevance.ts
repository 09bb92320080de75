import type { SearchQuestion } from "./searchQuestions.ts";

/** How deep a ranking is read for the mean reciprocal rank, as a results list shows it. */
export const RECIPROCAL_RANK_DEPTH = 10;

export interface QuestionOutcome {
  query: string;
  /** 1-based rank of the first answering result; undefined when none is in the first RECIPROCAL_RANK_DEPTH. */
  rank: number | undefined;
  top: string[];
}

export interface RelevanceScores {
  /** Share of questions whose first result answers them. */
  hitAt1: number;
  hitAt3: number;
  /** Mean of 1/rank of the first answering result within RECIPROCAL_RANK_DEPTH (0 when none). */
  mrrAt10: number;
  outcomes: QuestionOutcome[];
}

/**
 * An address with its anchor's punctuation left out: sites make anchors from a heading's text
 * their own way (`#outputpublicpath` here, `#output-publicpath` in VitePress).
 */
const comparable = (address: string) => {
  const [page = "", anchor] = address.split("#", 2);
  return anchor === undefined ? page : `${page}#${anchor.replace(/[^\p{L}\p{N}]+/gu, "")}`;
};

/** Whether a result (`/page/` or `/page/#section`) is one of the answers. */
export function answers(href: string, accepted: readonly string[]): boolean {
  const page = href.split("#")[0];
  return accepted.some((answer) => (answer.includes("#") ? comparable(answer) === comparable(href) : answer === page));
}

/** Scores a search function, which returns result addresses best first, on the questions. */
export function scoreRelevance(
  questions: readonly SearchQuestion[],
  search: (query: string) => string[],
): RelevanceScores {
  const outcomes = questions.map(([query, accepted]): QuestionOutcome => {
    const top = search(query).slice(0, RECIPROCAL_RANK_DEPTH);
    const position = top.findIndex((href) => answers(href, accepted));
    return { query, rank: position < 0 ? undefined : position + 1, top };
  });
  const share = (test: (outcome: QuestionOutcome) => boolean) => outcomes.filter(test).length / outcomes.length;
  return {
    hitAt1: share(({ rank }) => rank === 1),
    hitAt3: share(({ rank }) => rank !== undefined && rank <= 3),
    mrrAt10: outcomes.reduce((sum, { rank }) => sum + (rank ? 1 / rank : 0), 0) / outcomes.length,
    outcomes,
  };
}
