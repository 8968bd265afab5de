export declare const START_DEFAULTS: Record<string, string>;
export declare function startEnvironment(environment: NodeJS.ProcessEnv, envFile: string | undefined): NodeJS.ProcessEnv;
