/** The Node.js flags of a brief process that opens the embedded database. */
export const BRIEF_NODE_FLAGS: string[];
