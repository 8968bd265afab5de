// CreateVerificationToken: the request-verification token, as GET /cop-api/session hands it out.
export { GET } from '../session';
