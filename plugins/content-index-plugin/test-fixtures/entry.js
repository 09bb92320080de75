export { sections, sectionLoaders, outlineLoaders } from "virtual:content-index";
export const loadPageList = () => import("virtual:content-page-list");
