// The account area's public face for server code: members (sign-in, registration, profile,
// contacts, captcha) and their address book. A member's deletion spans every area and lives in
// app/member-deletion. docs/decisions/0039-areas.md has the map.

// addresses
export { addressOf, deleteAddress, listAddresses, saveAddress, setFavorite } from './addresses/addresses.server';
export { addressEndpoint } from './addresses/endpoint.server';
export { cities, districts, neighborhoods, passiveCityIds, resolvePlace } from './addresses/locations.server';

// members
export { captchaChallenge, verifyCaptcha } from './members/captcha.server';
export { changeContactLater, type ContactInput, reminders, remindLater, sendContactCode, verifyContact } from './members/contact.server';
export { signedInCustomer } from './members/current.server';
export { contactTaken, type Customer, customerByContact, customerById, shownContact } from './members/customers.server';
export { allowsCommercial } from './members/commercial-consent.server';
export { announceCampaign } from './members/campaign-messages.server';
export { countSignIn, signIn } from './members/login.server';
export { hashPassword, verifyAgainstDecoy, verifyPassword } from './members/password.server';
export {
  headerOf,
  preferencesFor,
  profileOf,
  saveBirthday,
  savePreferencesFor,
  saveProfile,
  verificationOf,
} from './members/profile.server';
export { permissionOf, trackSession } from './members/properties.server';
export {
  type Membership,
  resendRegistrationCode,
  startRegistration,
  type StoreMatch,
  verifyRegistrationStep,
} from './members/register.server';
export {
  changePassword,
  finishReset,
  forceChange,
  sendForceChangeCode,
  startReset,
  verifyForceChangeCode,
  verifyReset,
} from './members/reset.server';
export { accountSeeder, DEMO_CUSTOMERS, demoCustomerHashes } from './members/seed.server';
export { communicationPreferences, customers } from './members/tables.server';
