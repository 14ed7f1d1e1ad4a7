/** Where a session's token is kept in the browser: read there, and by the server from the cookie (SPEC 9: cookie names carry the __goapp_ prefix). */
export const TOKEN_COOKIE = '__goapp_token';
export const TOKEN_STORAGE_KEY = '_authToken';
