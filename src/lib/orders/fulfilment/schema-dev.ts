import { z } from 'zod';
import { DEV_ACTIONS } from './dev-actions';

/** POST dev order action: move an order on at once (development page). */
export const devActionSchema = z.object({ OrderId: z.number().int().min(1).max(2_147_483_647), Action: z.enum(DEV_ACTIONS) });
