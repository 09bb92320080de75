import { scoreRelevance, RECIPROCAL_RANK_DEPTH } from "../../test/content/relevance.ts";
import { SEARCH_QUESTIONS } from "../../test/content/searchQuestions.ts";

/** How well a site's search answers the relevance suite's questions (test/content/searchQuestions.ts). */
export interface RelevanceMeasurement {
  questions: number;
  hitAt1: number;
  hitAt3: number;
  mrrAt10: number;
}

/** Asks a site's search, given as result addresses in our form (`/page/#section`), every question. */
export function measureRelevance(search: (query: string) => string[]): RelevanceMeasurement {
  const { hitAt1, hitAt3, mrrAt10 } = scoreRelevance(SEARCH_QUESTIONS, (query) =>
    search(query).slice(0, RECIPROCAL_RANK_DEPTH),
  );
  return { questions: SEARCH_QUESTIONS.length, hitAt1, hitAt3, mrrAt10 };
}
