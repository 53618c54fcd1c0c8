export { PRODUCT_NAME } from '../../schemas/product';

/** Base address of the API; the server serves the SPA too, so same origin by default. */
export const API_URL: string = import.meta.env.VITE_API_URL ?? '';

/** The session token lives in localStorage under this key. */
export const TOKEN_KEY = 'token';

/** A screen whose code takes longer than this to load shows an error. */
export const SCREEN_LOAD_TIMEOUT_MS = 120_000;

export const SIGN_IN_PATH = '/authentication/login';
export const HOME_PATH = '/portrayal/dashboard';
