/** The customer's token, kept in local storage as the spec says; a 401 or a logout clears it. */
const TOKEN_KEY = 'token';

export const authToken = {
  // The server renders every page as a visitor's: it has no local storage.
  get: () => (typeof localStorage === 'undefined' ? null : localStorage.getItem(TOKEN_KEY)),
  set: (token: string) => localStorage.setItem(TOKEN_KEY, token),
  clearAll: () => localStorage.clear(),
};
