export { sections, sectionLoaders } from "virtual:content-index";
