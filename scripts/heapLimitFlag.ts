import { contentDirectory } from "../paths.ts";
import { heapLimitFlag } from "./buildHeapLimit.ts";

/** Prints the production build's heap limit for the content folder as a node flag (see package.json's build script). */
console.log(heapLimitFlag(contentDirectory));
