import type { Generator } from "../../plugins/remark-generated-blocks/index.ts";
import { cliFlags } from "./cliFlags.ts";
import { configurationSchema } from "./configurationSchema.ts";
import { pluginSchema } from "./pluginSchema.ts";

/** The generated blocks content pages may use (a fenced block of the language `generated`). */
export const generators: Record<string, Generator> = {
  "configuration-schema": configurationSchema,
  "plugin-schema": pluginSchema,
  "cli-flags": cliFlags,
};
