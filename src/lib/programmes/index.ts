// The programmes' public face for browser and server: The One loyalty club, Reborn, repair and
// seller questions. docs/decisions/0039-areas.md has the map.

// reborn
export { rebornReference } from './reborn/reference';
export { type Move, MOVES } from './reborn/rules';
export {
  applicationsQuerySchema,
  approveSchema,
  attributesQuerySchema,
  demandSchema,
  devMoveSchema,
  offerSchema,
  REBORN_API,
  rebornBodySchema,
  rebornIdSchema,
  rebornOtpSchema,
} from './reborn/schema';

// repair
export { BOOKED_MESSAGE, cancelSchema, DESCRIPTION_MAX, DESCRIPTION_MIN, REPAIR_SERVICES, SERVICE_KEYS } from './repair/rules';

// seller-questions
export { MESSAGES_PAGE_SIZE, SF_DEV_ANSWER } from './seller-questions/client';
export { adEventSchema, bannerQuerySchema, createQuestionSchema, questionsQuerySchema, seenSchema } from './seller-questions/rules';
