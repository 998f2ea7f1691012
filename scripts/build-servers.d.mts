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

export declare function buildServer(
  build: ServerBuild & { outdir?: string },
): Promise<{ name: string; outdir: string; externals: string[] }>;
