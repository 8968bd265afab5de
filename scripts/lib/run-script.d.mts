/** The entries the build adds for the operator's commands (astro.config.mjs). */
export const OPERATOR_SCRIPTS: { id: string; fileName: string }[];
/** The built command when the build is newer than every source it was made from, else undefined. */
export function builtScript(name: string, at?: string): string | undefined;
/** The command and arguments that run the script `name`. */
export function scriptCommand(name: string, args?: string[], at?: string): [string, string[]];
