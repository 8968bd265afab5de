/** The development page's moves of an order (client-safe: the page's buttons and the endpoint share them). */
export const DEV_ACTIONS = ['ship', 'out_for_delivery', 'deliver', 'hand_over_return', 'return_arrives', 'lapse_return'] as const;
export type DevAction = (typeof DEV_ACTIONS)[number];
