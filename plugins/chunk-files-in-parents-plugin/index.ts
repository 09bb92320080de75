import { validate } from "schema-utils";
import type { Schema } from "schema-utils/declarations/validate.js";
import type { Chunk, Compiler } from "webpack";
import schema from "./options.json" with { type: "json" };

export interface ChunkFilesInParentsPluginOptions {
  /** Matches the names of the chunks whose file names the chunks that load them carry (`/^page-/`). */
  test: RegExp;
}

const PLUGIN_NAME = "ChunkFilesInParentsPlugin";

/**
 * Keeps the file names of many lazily loaded chunks out of the runtime. webpack's runtime maps
 * every chunk it may ever load to its file (`__webpack_require__.u`): with `[name]` and
 * `[contenthash]` in `output.chunkFilename`, a map of names and one of hashes, which grow with
 * every page of a documentation site although a reader needs the pages of one section. With this
 * plugin the matching chunks leave those maps, and each chunk that loads one of them tells the
 * runtime its file name when it arrives: the runtime asks that record first.
 */
export class ChunkFilesInParentsPlugin {
  private readonly options: ChunkFilesInParentsPluginOptions;

  constructor(options: ChunkFilesInParentsPluginOptions) {
    validate(schema as Schema, options, { name: PLUGIN_NAME, baseDataPath: "options" });
    this.options = options;
  }

  apply(compiler: Compiler): void {
    const { RuntimeGlobals, RuntimeModule, Template } = compiler.webpack;
    const { GetChunkFilenameRuntimeModule } = compiler.webpack.runtime;
    const { JavascriptModulesPlugin } = compiler.webpack.javascript;
    /** The runtime's record of the file names the loaded chunks brought, by chunk id. */
    const chunkFiles = `${RuntimeGlobals.require}.chunkFiles`;
    const carriedByParents = (chunk: Chunk) => !chunk.canBeInitial() && this.options.test.test(chunk.name ?? "");

    /** In a runtime: the record, and the chunk file name function asking it before webpack's maps. */
    class ChunkFilesRecordRuntimeModule extends RuntimeModule {
      constructor() {
        // After webpack's function is defined (STAGE_NORMAL), before chunks already on the page are
        // installed (STAGE_ATTACH).
        super("chunk files carried by parent chunks", RuntimeModule.STAGE_BASIC);
      }

      override generate(): string {
        const getFilename = RuntimeGlobals.getChunkScriptFilename;
        return Template.asString([
          `var fromMaps = ${getFilename};`,
          `var files = ${chunkFiles} = {};`,
          `${getFilename} = ${this.compilation!.runtimeTemplate.returningFunction("files[chunkId] || fromMaps(chunkId)", "chunkId")};`,
        ]);
      }
    }

    /** In a chunk that loads matching chunks: their file names, put on record when it is installed. */
    class CarriedChunkFilesRuntimeModule extends RuntimeModule {
      constructor(private readonly carried: Chunk[]) {
        super("files of the chunks this chunk loads", RuntimeModule.STAGE_ATTACH);
        // The names hold the carried chunks' content hashes: as a full hash module it is hashed
        // again once every chunk is, and its chunk's content hash then follows theirs.
        this.fullHash = true;
      }

      override generate(): string {
        const compilation = this.compilation!;
        // webpack hashes it a first time with its chunk, perhaps before the chunks it carries.
        if (this.carried.some((chunk) => chunk.contentHash.javascript === undefined)) return "";
        const files = Object.fromEntries(
          this.carried.map((chunk) => [
            chunk.id,
            compilation.getPath(JavascriptModulesPlugin.getChunkFilenameTemplate(chunk, compilation.outputOptions), {
              chunk,
              contentHashType: "javascript",
            }),
          ]),
        );
        return `Object.assign(${chunkFiles}, ${JSON.stringify(files)});`;
      }
    }

    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.additionalChunkRuntimeRequirements.tap(PLUGIN_NAME, (chunk) => {
        const carried = new Set<Chunk>();
        for (const group of chunk.groupsIterable) {
          for (const child of group.childrenIterable) {
            for (const childChunk of child.chunks) if (carriedByParents(childChunk)) carried.add(childChunk);
          }
        }
        if (carried.size > 0) compilation.addRuntimeModule(chunk, new CarriedChunkFilesRuntimeModule([...carried]));
      });
      compilation.hooks.runtimeModule.tap(PLUGIN_NAME, (module, chunk) => {
        if (!(module instanceof GetChunkFilenameRuntimeModule)) return;
        if (module.global !== RuntimeGlobals.getChunkScriptFilename) return;
        const fromTemplate = module.getFilenameForChunk;
        module.getFilenameForChunk = (target) => (carriedByParents(target) ? false : fromTemplate(target));
        // The runtime names the chunks that carry file names by their content hashes, which are
        // known only once the modules above are generated, after every other chunk is hashed.
        compilation.chunkGraph.upgradeDependentToFullHashModules(chunk);
        compilation.addRuntimeModule(chunk, new ChunkFilesRecordRuntimeModule());
      });
    });
  }
}

export default ChunkFilesInParentsPlugin;
