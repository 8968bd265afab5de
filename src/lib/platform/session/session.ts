/** A visitor's session as the server holds it: its id's hash, the member, the form token, its data. */
export interface Session {
  idHash: string;
  customerId: number | null;
  csrfToken: string;
  data: Record<string, unknown>;
  expiresAt: Date;
}
