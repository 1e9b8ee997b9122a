// What the editor shares with the organisation's block templates: their limits, which the save
// dialog keeps to and the server enforces.

/** An organisation's block templates: enough for its house patterns, few enough to list in the block library. */
export const BLOCK_TEMPLATE_LIMITS = { templates: 200, blocks: 50, nameLength: 100 } as const;
