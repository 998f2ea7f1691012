export declare const ROUTER_EXPORTS: string[];
export declare const QUERY_EXPORTS: string[];
export declare const STYLED_EXPORTS: string[];
/** The production `devtool`: maps with mappings and file names, never the sources. */
export declare const PRODUCTION_DEVTOOL: string;
export declare function createSharedConfig(dir: string): Record<string, object>;
export declare function createAppConfig(options: {
  name: string;
  dir: string;
  port: number;
  exposes?: Record<string, string>;
  isHost?: boolean;
}): (env?: Record<string, unknown>, argv?: { mode?: string }) => object;
export declare function moduleRules(production: boolean): object[];
