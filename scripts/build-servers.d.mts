export interface ServerBuild {
  name: string;
  /** The workspace, relative to the repository root. */
  dir: string;
  /** Output name → source entry, relative to `dir`. */
  entries: Record<string, string>;
  /** Bundle React (and the email components) in its production build. */
  productionReact: boolean;
}

export declare const serverBuilds: ServerBuild[];

export interface BuiltServer {
  name: string;
  outdir: string;
  /** The packages the bundle imports from node_modules. */
  externals: string[];
}

export declare function buildServer(build: ServerBuild & { outdir?: string }): Promise<BuiltServer>;

export interface TempServerBuild {
  /** `<dir>/dist/<prefix>-XXXXXX`, made by `tempServerBuild`. */
  outdir: string;
  /** Builds into `outdir` with `changes` laid over the build (outdir included). */
  build(changes?: Partial<ServerBuild> & { outdir?: string }): Promise<BuiltServer>;
  /** Deletes `outdir` and everything in it. */
  remove(): void;
}

export declare function tempServerBuild(build: ServerBuild, prefix: string): TempServerBuild;
