import type { MetadataRoute } from 'next';
import { getApplication } from '@/lib/api/directory';
import { SITE } from '@/lib/site';

// Installed as an app, the portal opens on its home page in its own window; the title follows the
// app settings like every page's title does.
export const revalidate = 60;

export default async function manifest(): Promise<MetadataRoute.Manifest> {
  const app = await getApplication();
  const name = app.data?.settings.title || SITE.appName;
  return {
    id: '/',
    name,
    short_name: name,
    description: 'Program loyalitas: kumpulkan poin, tukar deal menarik, dan nikmati benefit member.',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    lang: 'id',
    theme_color: SITE.themeColor,
    background_color: SITE.backgroundColor,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    // A long press on the installed app's icon: the card for the till, straight away (it opens offline too).
    shortcuts: [
      {
        name: 'Kartu Member',
        short_name: 'Kartu Member',
        description: 'Tunjukkan kartu member Anda ke kasir.',
        url: '/member/card',
        icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
      },
    ],
  };
}
