// POST mobile login: the same sign-in as the web's, for the app's screens.
export { POST } from './login';
