import type { Metadata, Viewport } from 'next';
import { Suspense } from 'react';
import { getConfig } from '@/lib/config';
import { getApplication, getBusiness } from '@/lib/api/directory';
import { Header } from '@/components/layout/header';
import { Footer } from '@/components/layout/footer';
import { TabBar } from '@/components/layout/tab-bar';
import { SessionHint } from '@/components/layout/session-hint';
import { NoScriptNotice } from '@/components/layout/noscript-notice';
import { NavigationProgressDone } from '@/components/layout/navigation-progress';
import { ReferralCapture } from '@/components/layout/referral-capture';
import { SITE } from '@/lib/site';
import { Providers } from './providers';
import 'nprogress/nprogress.css';
import './globals.css';

export const revalidate = 60;

export async function generateMetadata(): Promise<Metadata> {
  const app = await getApplication();
  const title = app.data?.settings.title ?? '';
  const { siteUrl } = getConfig();
  return {
    // Pages of their own (a product, a deal) set `title | app.title` themselves (lib/server/metadata.ts).
    title,
    // Relative og: and canonical URLs resolve against SITE_URL; without it pages give none.
    ...(siteUrl ? { metadataBase: new URL(siteUrl) } : {}),
    description: 'Program loyalitas: kumpulkan poin, tukar deal menarik, dan nikmati benefit member.',
    openGraph: { title },
  };
}

// `cover`: the page reaches the screen's rounded corners and home indicator, so the tab bar can keep
// clear of them (env(safe-area-inset-*), app/globals.css).
export const viewport: Viewport = { width: 'device-width', initialScale: 1, viewportFit: 'cover', themeColor: SITE.themeColor };

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  // The business is public and cached like the app settings; the footer falls back to the site's own contact.
  const [app, business] = await Promise.all([getApplication(), getBusiness()]);
  const settings = app.data?.settings;
  return (
    // The session hint sets data-session on <html> before React sees it.
    <html lang="id" suppressHydrationWarning>
      <head>
        {/* Chromium paints nothing until the footer has arrived: a half-streamed page would otherwise be drawn
            and then move as the rest (header buttons, grid rows) comes in. Other browsers ignore it. */}
        <link rel="expect" href="#site-footer" blocking="render" />
        <SessionHint />
      </head>
      <body className="flex min-h-dvh flex-col">
        <Providers config={getConfig()}>
          <Header settings={settings} />
          <NoScriptNotice />
          <main id="main" className="flex-1">
            {children}
          </main>
          {/* Before the footer, so it is in the first paint (the head waits for the footer). */}
          <TabBar />
          <Footer brand={settings?.title || app.data?.name || ''} business={business.data} />
          {/* They read the query string, so they render on the client only and never hold up the page. */}
          <Suspense fallback={null}>
            <NavigationProgressDone />
            <ReferralCapture />
          </Suspense>
        </Providers>
      </body>
    </html>
  );
}
