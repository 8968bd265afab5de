import { z } from 'zod';
import { otpAnswerRules, otpAnswerShape, flag, id, text, withRules, type FieldRules, type RuleCodes } from '@lib/platform';

// Wire shapes and rule lists of the account forms; each form and its endpoint share one entry.

/** A person's name: 2 to `max` letters, no odd or long-repeated characters. */
export const nameRules = (max: number) => [['required'], ['min', 2], ['max', max], ['nameChars'], ['repeatedChars']] as const;
export const emailRules = [['required'], ['email'], ['max', 255]] as const;
export const phoneRules = [['required'], ['phone']] as const;
export const newPasswordRules = {
  NewPassword: [['required'], ['passwordRegex'], ['notCommonPassword']],
  ConfirmNewPassword: [['required'], ['confirmed', 'NewPassword']],
} as const satisfies FieldRules;

/** Codes of their own (docs/behaviour/validation.md#field-error-codes): a new password that misses the criteria, a first name of repeated characters. */
const newPasswordCodes = { NewPassword: 'PASSWORD_UPDATE_ERROR' } as const satisfies RuleCodes;
const profileCodes = { FirstName: { repeatedChars: 'FIRSTNAME_HAS_TOO_MANY_REPEATED_CHARACHTER' } } as const satisfies RuleCodes;

export const profileRules = {
  FirstName: nameRules(100),
  LastName: nameRules(100),
  // Either a phone or a birth date (docs/behaviour/validation.md#birth-date): the form carries the member's phone.
  birthDay: [['phoneOrBirthDate', 'CellPhone'], ['date']],
} as const satisfies FieldRules;
const profileShape = {
  /** The member's phone as the form shows it; only the rule above reads it (the phone has its own call). */
  CellPhone: text(20),
  FirstName: text(255),
  LastName: text(255),
  GenderId: id({ min: 0, max: 2 }).default(0),
  birthDay: text(10),
};

export const registerRules = {
  ...profileRules,
  Email: emailRules,
  CellPhone: phoneRules,
  ...newPasswordRules,
  MembershipAgreement: [['agreement']],
} as const satisfies FieldRules;
export const registerSchema = withRules(
  z.object({
    ...profileShape,
    Email: text(255),
    CellPhone: text(20),
    NewPassword: text(128),
    ConfirmNewPassword: text(128),
    MembershipAgreement: flag(),
    ReceiveCampaignMessages: flag(),
    IsOriginFromCheckout: flag(),
    recaptchaToken: text(20_000),
    returnUrl: text(2000),
  }),
  registerRules,
  profileCodes,
);
export type RegisterInput = z.infer<typeof registerSchema>;

export const otpAnswerSchema = withRules(z.object({ ...otpAnswerShape, returnUrl: text(2000), createMembership: flag() }), otpAnswerRules);

export const loginRules = { Username: [['required'], ['emailOrPhone']], Password: [['required']] } as const satisfies FieldRules;
export const loginSchema = withRules(z.object({ Username: text(255), Password: text(128) }), loginRules);

export const forgotRules = { Email: emailRules } as const satisfies FieldRules;
export const forgotSchema = withRules(z.object({ Email: text(255) }), forgotRules);
/** A code answer alone (the forced change's code). */
export const otpVerifySchema = withRules(z.object(otpAnswerShape), otpAnswerRules);

export const forgotVerifySchema = withRules(z.object({ Email: text(255), ...otpAnswerShape }), { ...forgotRules, ...otpAnswerRules });

export const newPasswordSchema = withRules(
  z.object({ NewPassword: text(128), ConfirmNewPassword: text(128) }),
  newPasswordRules,
  newPasswordCodes,
);

export const changePasswordRules = { CurrentPassword: [['required']], ...newPasswordRules } as const satisfies FieldRules;
export const changePasswordSchema = withRules(
  z.object({ CurrentPassword: text(128), NewPassword: text(128), ConfirmNewPassword: text(128) }),
  changePasswordRules,
  newPasswordCodes,
);

export const profileSchema = withRules(z.object(profileShape), profileRules, profileCodes);
export type ProfileInput = z.infer<typeof profileSchema>;

/** update birthday: the birth date alone (dd/mm/yyyy), under the profile's date rule. */
export const birthdaySchema = withRules(z.object({ birthDay: text(10) }), { birthDay: [['required'], ...profileRules.birthDay] });

/** GET customer initialize: which screen asks, and where to go after it. */
export const initializeQuerySchema = z.object({ pageType: text(40), returnUrl: text(2000) });

/** The customer form as GET customer info answers it. */
export interface CustomerInfo {
  FirstName: string;
  LastName: string;
  Email: string;
  CellPhone: string;
  GenderId: number;
  Day: string;
  Month: string;
  Year: string;
  birthDay: string;
  IsEmailVerified: boolean;
  IsPhoneVerified: boolean;
  /** The member's code in the store's other systems (stores' tills, customer service): VM- and six characters. */
  ExternalSystemCode: string;
}

/** The header's view of the signed-in customer. */
export interface HeaderInfo {
  customer_fullname: string;
  user_email: string;
  customer_phone: string;
}

/** Contact kinds: the current phone or e-mail (verify), or a new one (change). */
export const CONTACT_KINDS = ['phone', 'email', 'new-phone', 'new-email'] as const;
export type ContactKind = (typeof CONTACT_KINDS)[number];
export const phoneChangeSchema = withRules(z.object({ PhoneNumber: text(20) }), { PhoneNumber: phoneRules });
export const emailChangeSchema = withRules(z.object({ Email: text(255) }), { Email: emailRules });
export const contactVerifySchema = withRules(z.object({ ...otpAnswerShape, PhoneNumber: text(20), Email: text(255) }), otpAnswerRules);

/** CommunicationType 1 e-mail, 2 SMS, 3 phone call. */
export const COMMUNICATION_TYPES = [1, 2, 3] as const;
export const communicationPreferencesSchema = z.object({
  CommunicationPreferences: z
    .array(z.object({ CommunicationType: z.union([z.literal(1), z.literal(2), z.literal(3)]), Preference: z.boolean() }))
    .length(3)
    .refine((list) => new Set(list.map((p) => p.CommunicationType)).size === 3, 'errors:validation.summary'),
});
export type CommunicationPreferences = z.infer<typeof communicationPreferencesSchema>['CommunicationPreferences'];

/** The account endpoints, in one place for islands and tests. */
export const ACCOUNT_API = {
  login: '/cop-api/customer/login',
  logout: '/cop-api/customer/logout',
  deleteAccount: '/cop-api/customer/delete-account',
  deleteAccountCode: '/cop-api/customer/delete-account/send-otp',
  register: '/cop-api/customer/register',
  registerResend: '/cop-api/customer/register/resend-otp',
  verifyNewPhone: '/cop-api/customer/verify-new-customer-phone',
  verifyNewEmail: '/cop-api/customer/verify-new-customer-email',
  captcha: '/cop-api/customer/captcha-challenge',
  forgot: '/cop-api/customer/forgot-password',
  forgotVerify: '/cop-api/customer/forgot-password/verify',
  forgotReset: '/cop-api/customer/forgot-password/reset',
  forceChange: '/cop-api/customer/force-change-password',
  forceChangeResend: '/cop-api/customer/force-change-password/resend-otp',
  forceChangeVerify: '/cop-api/customer/force-change-password/verify',
  changePassword: '/cop-api/customer/change-password',
  info: '/cop-api/customer/info',
  headerInfo: '/cop-api/customer/header-info',
  accountProperties: '/cop-api/customer/account-properties',
  sendOtp: (kind: ContactKind) => `/cop-api/customer/send-otp/${kind}`,
  verify: (kind: ContactKind) => `/cop-api/customer/verify/${kind}`,
  updatePhone: '/cop-api/customer/update-phone',
  updateEmail: '/cop-api/customer/update-email',
  remindLater: '/cop-api/customer/remind-later',
  communicationPreferences: '/cop-api/customer/communication-preferences',
} as const;
