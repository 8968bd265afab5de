import { logout } from '@lib/platform';

/** Sign out: ends the server session, clears the flag and reloads after 500 ms (the store does it). */
export default function LogoutButton({ label }: { label: string }) {
  return (
    <button type="button" className="btn btn-text logout" onClick={() => void logout()}>
      {label}
    </button>
  );
}
