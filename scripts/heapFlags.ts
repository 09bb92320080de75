import { contentDirectory } from "../paths.ts";
import { buildHeapFlags } from "./buildHeapLimit.ts";

/** Prints the production build's heap flags for the content folder (see package.json's build script). */
console.log(buildHeapFlags(contentDirectory).join(" "));
