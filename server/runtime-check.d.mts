/** The major of package.json's `engines.node`. */
export declare const REQUIRED_NODE_MAJOR: number;
/** Why `version` (as process.versions.node spells it) cannot run the project, or null when it can. */
export declare function runtimeProblem(version?: string, execPath?: string): string | null;
