// The account area's public face for browser and server: members (contacts, passwords, the
// registration's shapes) and their address book. docs/decisions/0039-areas.md has the map.

// addresses
export { canAddAddress, passiveNames } from './addresses/rules';
export { type Address, ADDRESS_API, type AddressInput, addressSchema, COUNTRY_ID, type Place } from './addresses/schema';
export { $addresses, listLoaded, saved } from './addresses/store';

// members
export { normalizeEmail } from './members/rules';
export {
  birthdaySchema,
  changePasswordSchema,
  communicationPreferencesSchema,
  CONTACT_KINDS,
  type ContactKind,
  contactVerifySchema,
  emailChangeSchema,
  emailRules,
  forgotSchema,
  forgotVerifySchema,
  initializeQuerySchema,
  loginSchema,
  nameRules,
  newPasswordSchema,
  otpAnswerSchema,
  otpVerifySchema,
  phoneChangeSchema,
  phoneRules,
  profileSchema,
  registerSchema,
} from './members/schema';
