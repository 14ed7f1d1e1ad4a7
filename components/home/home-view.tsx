import { BannerCarousel } from '@/components/cms/banner-carousel';
import { BenefitGrid } from '@/components/benefits/benefit-grid';
import { EmptyState } from '@/components/ui/empty-state';
import { PageSections } from '@/components/cms/page-sections';
import { SeeAllLink } from '@/components/ui/see-all-link';
import { ShareInvite } from '@/components/share/share-invite';
import { getApplication } from '@/lib/api/directory';
import { getPage, listBanners, listBenefits } from '@/lib/api/content';

/** How many benefits the home page shows before "Lihat Semua". */
const HOME_BENEFITS = 4;

/** What the home page shows besides its deals. Each call fails on its own (data undefined): a missing part renders empty, never breaks the page. */
export async function loadHome() {
  const [app, banners, home, benefits] = await Promise.all([getApplication(), listBanners(), getPage('home'), listBenefits()]);
  return { app, banners, home, benefits };
}

/**
 * The home page, its deals given (`deals`): the guests' cached page (app/page.tsx) and a member's, where
 * the backend keeps deals for members (app/(per-request)/home-for-members).
 */
export function HomeView({ content, deals }: { content: Awaited<ReturnType<typeof loadHome>>; deals: React.ReactNode }) {
  const { app, banners, home, benefits } = content;
  const title = app.data?.settings.title || app.data?.name || 'Beranda';
  const sections = home.data?.sections ?? [];

  return (
    <div className="mx-auto max-w-page-xl space-y-10 px-4 py-5 sm:space-y-16 sm:py-8">
      <h1 className="sr-only">{title}</h1>

      <BannerCarousel banners={banners.data ?? []} />

      {/* The first section introduces the programme; the others (how it works, referral) follow the offers. */}
      <PageSections sections={sections.slice(0, 1)} priorityFirstImage />

      <section aria-labelledby="home-deals">
        <div className="section-head">
          <div>
            <h2 id="home-deals" className="section-title">
              Tukar Poin dengan Deal
            </h2>
            <p className="mt-1 text-sm text-slate-600">Voucher dan hadiah pilihan untuk member.</p>
          </div>
          <SeeAllLink href="/deals" context="deal" />
        </div>
        {deals}
      </section>

      <section aria-labelledby="home-benefits" className="below-fold">
        <div className="section-head">
          <div>
            <h2 id="home-benefits" className="section-title">
              Benefit Member
            </h2>
            <p className="mt-1 text-sm text-slate-600">Keuntungan yang Anda nikmati sebagai member.</p>
          </div>
          <SeeAllLink href="/benefits" context="benefit" />
        </div>
        {benefits.data?.length ? (
          <BenefitGrid benefits={benefits.data.slice(0, HOME_BENEFITS)} headingLevel={3} />
        ) : benefits.ok ? (
          <EmptyState title="Belum ada benefit" headingLevel={3}>
            Daftar benefit member akan segera hadir.
          </EmptyState>
        ) : (
          <EmptyState title="Benefit belum dapat dimuat" headingLevel={3}>
            Silakan coba lagi sebentar lagi.
          </EmptyState>
        )}
      </section>

      <ShareInvite className="below-fold" />

      <PageSections sections={sections.slice(1)} belowFold />
    </div>
  );
}
