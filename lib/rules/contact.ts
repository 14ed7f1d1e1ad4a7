/** Links that reach a place or a person: call a phone number, find a store on a map. */
import type { Business, Store } from '@/lib/api/types';
import { SITE } from '@/lib/site';

/** `tel:` link for a phone number as people write it (`021-7278-1101`, `+62 21 5095 8800`); undefined when it has too few digits. */
export function telHref(phone: string | undefined): string | undefined {
  const value = phone?.trim() ?? '';
  const digits = value.replace(/\D/g, '');
  if (digits.length < 5 || digits.length > 15) return undefined;
  return `tel:${value.startsWith('+') ? '+' : ''}${digits}`;
}

const MAPS_SEARCH = 'https://www.google.com/maps/search/?api=1&query=';

/** A maps search for the store's coordinates, else its address (with the city when the address lacks it); undefined without either. */
export function mapsUrl(store: Pick<Store, 'address' | 'city' | 'latitude' | 'longitude'>): string | undefined {
  if (store.latitude !== undefined && store.longitude !== undefined) {
    return `${MAPS_SEARCH}${encodeURIComponent(`${store.latitude},${store.longitude}`)}`;
  }
  const address = store.address.trim();
  if (!address) return undefined;
  const withCity = store.city && !address.toLowerCase().includes(store.city.toLowerCase()) ? `${address}, ${store.city}` : address;
  return `${MAPS_SEARCH}${encodeURIComponent(withCity)}`;
}

export interface BrandContact {
  email: string;
  phone: { text: string; href: string };
  /** The business's address, when the directory sends it. */
  address?: string;
  hours: string;
}

/**
 * How to reach the brand, as the footer's Kontak shows it: the business's own e-mail and phone when the
 * directory sends them (a phone only when it can be called), else the site's fixed ones.
 */
export function brandContact(business?: Business): BrandContact {
  const phoneHref = telHref(business?.phone);
  return {
    email: business?.email || SITE.contact.email,
    phone: phoneHref ? { text: business!.phone!, href: phoneHref } : { text: SITE.contact.phone, href: SITE.contact.phoneHref },
    ...(business?.address ? { address: business.address } : {}),
    hours: SITE.contact.hours,
  };
}
