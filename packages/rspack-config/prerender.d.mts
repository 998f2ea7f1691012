export declare const PRERENDER_ENTRY: string;
export declare const REMOTE_BASE_TOKEN: string;
export declare function prerenderApp(
  dir: string,
  options?: { isHost?: boolean },
): Promise<string[]>;
