/** The pages of single items, as links (keys come from the backend: encoded). */
const path = (base: string) => (key: string) => `${base}/${encodeURIComponent(key)}`;

export const productPath = path('/product');
export const dealPath = path('/deals');
export const benefitPath = path('/benefits');
export const helpArticlePath = path('/help');
export const blogPostPath = path('/blog');

/** A key or id as a backend sends one; anything else is not asked for (the page is a 404 at once). */
export const isItemKey = (key: string) => /^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/.test(key);
