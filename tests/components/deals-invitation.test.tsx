// The members' deals invitation as the server renders it (components/deals/deals-invitation.tsx and the
// parts around it), where a backend keeps its deals for members: in the HTML of the cached page, the same
// for every guest, working once the page hydrates; the code that loads the deals only with a session.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { Providers } from '@/app/providers';
import { DealAnswer } from '@/components/deals/deal-page-view';
import { DealsResult } from '@/components/deals/deals-result';
import { clearToken, saveToken } from '@/lib/browser/storage';
import { DEMO_MEMBER_TOKEN } from '@/lib/demo-api/seed';
import { TEST_CONFIG } from '../setup';
import { countRequests } from './deal-test-providers';

vi.mock('next/navigation', () => ({
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn(), prefetch: vi.fn() }),
  usePathname: () => '/deals',
  useSearchParams: () => new URLSearchParams(),
}));

// How often the code that loads the members' deals in the browser was loaded: the real modules, counted.
const loads = vi.hoisted(() => ({ list: 0, deal: 0 }));
vi.mock('@/components/deals/members-deals', async (original) => {
  loads.list += 1;
  return original();
});
vi.mock('@/components/deals/members-deal', async (original) => {
  loads.deal += 1;
  return original();
});

/** The backend's answer to the server's deal calls without a token, where it keeps them for members. */
const REFUSED = { ok: false, status: 401, data: undefined } as const;
const MESSAGE = 'Masuk dengan nomor WhatsApp Anda untuk melihat deal dan menukarkan poin Anda.';

const page = (part: React.ReactNode) => <Providers config={TEST_CONFIG}>{part}</Providers>;

/** The HTML the server sends for `part`, in a document of its own, before any script has run. */
function serverHtml(part: React.ReactNode) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(page(part));
  document.body.append(container);
  return container;
}

/** The part shown to a guest, and the part shown where the head's session hint found a stored token. */
function parts(container: HTMLElement) {
  const guest = container.querySelector<HTMLElement>('[data-before-session="guest"]');
  const member = container.querySelector<HTMLElement>('[data-before-session="member"]');
  return { guest, member };
}

function expectInvitation(part: HTMLElement, heading: { level: number; name: string }) {
  expect(within(part).getByRole('heading', heading)).toBeInTheDocument();
  expect(within(part).getByText(MESSAGE)).toBeInTheDocument();
  expect(within(part).getByRole('button', { name: 'Masuk' })).toBeInTheDocument();
  expect(within(part).getByRole('button', { name: 'Daftar' })).toBeInTheDocument();
}

describe("the members' deals invitation, in the HTML the server renders", () => {
  it('is on /deals, the home page and a deal page, with the loading state beside it for a device with a session', () => {
    const deals = parts(serverHtml(<DealsResult deals={REFUSED} layout="grid" />));
    expectInvitation(deals.guest!, { level: 2, name: 'Deal khusus member' });
    expect(within(deals.member!).getByRole('status', { name: 'Memuat deal' })).toBeInTheDocument();

    // The home page's section heading is an h2: the invitation's is an h3.
    const home = parts(serverHtml(<DealsResult deals={REFUSED} layout="carousel" />));
    expectInvitation(home.guest!, { level: 3, name: 'Deal khusus member' });

    // A deal's page: its h1 is the title, above the invitation and the loading state.
    const dealPage = serverHtml(<DealAnswer uid="botol-minum" deal={REFUSED} />);
    expect(within(dealPage).getByRole('heading', { level: 1, name: 'Deal khusus member' })).toBeInTheDocument();
    const deal = parts(dealPage);
    expect(within(deal.guest!).getByText(MESSAGE)).toBeInTheDocument();
    expect(within(deal.guest!).getByRole('button', { name: 'Masuk' })).toBeInTheDocument();
    expect(within(deal.member!).getByRole('status', { name: 'Memuat deal' })).toBeInTheDocument();

    // Nothing of the members' deals' own code was needed to render any of it.
    expect(loads).toEqual({ list: 0, deal: 0 });
  });

  it("hydrates as it is for a guest: Masuk and Daftar open their dialogs; the deals' code never loads", async () => {
    const deals = countRequests('GET', /\/v1\/member\/api\/deal\//);
    const container = serverHtml(<DealsResult deals={REFUSED} layout="grid" />);
    const invitation = parts(container).guest!;
    render(page(<DealsResult deals={REFUSED} layout="grid" />), { container, hydrate: true });
    // The guest is known: the same element stays, the loading state goes.
    await waitFor(() => expect(invitation).not.toHaveAttribute('data-before-session'));
    expect(invitation.isConnected).toBe(true);
    expect(parts(container).member).toBeNull();

    await userEvent.click(within(invitation).getByRole('button', { name: 'Masuk' }));
    expect(await screen.findByRole('dialog', { name: 'Masuk' })).toHaveAttribute('open');
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Masuk' })).getByRole('button', { name: 'Tutup' }));
    await userEvent.click(within(invitation).getByRole('button', { name: 'Daftar' }));
    expect(await screen.findByRole('dialog', { name: 'Daftar' })).toHaveAttribute('open');
    expect(deals()).toBe(0);
    expect(loads).toEqual({ list: 0, deal: 0 });
  });

  it('gives way to the deals on a device with a session the page was not rendered for', async () => {
    saveToken(DEMO_MEMBER_TOKEN);
    onTestFinished(clearToken);
    const container = serverHtml(<DealsResult deals={REFUSED} layout="grid" />);
    render(page(<DealsResult deals={REFUSED} layout="grid" />), { container, hydrate: true });
    expect(await within(container).findByRole('heading', { level: 2, name: 'Tas Gym Eksklusif Arena' })).toBeInTheDocument();
    expect(within(container).queryByRole('heading', { name: 'Deal khusus member' })).toBeNull();
    expect(parts(container)).toEqual({ guest: null, member: null });
    expect(loads.list).toBe(1);
  });
});
