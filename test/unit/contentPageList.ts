import type { PageSummary } from "../../common/content.ts";
import { conceptPages } from "./contentIndex.ts";

/** Every page of the small content index, standing in for `virtual:content-page-list` in component tests. */
const pages: PageSummary[] = conceptPages.map(({ url, title }) => ({ url, title }));
export default pages;
