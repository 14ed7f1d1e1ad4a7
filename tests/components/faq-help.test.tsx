import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, onTestFinished } from 'vitest';
import { FaqList } from '@/components/faq/faq-list';
import { HelpArticleView } from '@/components/help/help-article';
import { HelpCentre, HelpSearch } from '@/components/help/help-centre';
import { loadHelpCentre } from '@/lib/loaders/help-centre';
import { getHelpArticle } from '@/lib/api/content';
import { server } from '../msw-server';

/** The content calls a render makes, as `model?filters`. */
function recordContentCalls() {
  const calls: string[] = [];
  const listen = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith('/content/api/content/')) calls.push(url.search);
  };
  server.events.on('request:start', listen);
  onTestFinished(() => server.events.removeListener('request:start', listen));
  return calls;
}

const jsonLd = (container: HTMLElement) =>
  [...container.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? ''));

describe('FAQ', () => {
  // Enter and Space on a summary are the browser's own (jsdom has not got them): the Playwright test presses them.
  it('shows every question as a closed disclosure that opens with a click', async () => {
    render(await FaqList({ q: '' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Pertanyaan Umum (FAQ)' })).toBeInTheDocument();
    const questions = screen.getAllByRole('group');
    expect(questions).toHaveLength(7);
    const first = questions[0];
    expect(first).not.toHaveAttribute('open');
    await userEvent.click(within(first).getByText('Bagaimana cara mendaftar member?'));
    expect(first).toHaveAttribute('open');
    expect(within(first).getByText(/isi nama dan nomor WhatsApp/)).toBeVisible();
    expect(questions[1]).not.toHaveAttribute('open');
  });

  it('describes the questions as an FAQPage, answers as plain text, safe inside the script', async () => {
    const { container } = render(await FaqList({ q: '' }));
    const [data] = jsonLd(container);
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity).toHaveLength(7);
    expect(data.mainEntity[2]).toEqual({
      '@type': 'Question',
      name: 'Berapa lama poin berlaku?',
      acceptedAnswer: { '@type': 'Answer', text: 'Poin berlaku 12 bulan sejak tanggal transaksi.' },
    });
  });

  it('asks the backend with q and shows what it found, with the query kept in the box', async () => {
    const calls = recordContentCalls();
    render(await FaqList({ q: 'voucher' }));
    expect(calls).toEqual(['?model=faq&q=voucher']);
    expect(screen.getAllByRole('group').map((group) => group.querySelector('summary')?.textContent)).toEqual([
      'Di mana saya melihat voucher yang sudah ditukar?',
    ]);
    expect(screen.getByRole('searchbox', { name: 'Cari pertanyaan' })).toHaveValue('voucher');
    expect(screen.getByRole('search')).toHaveAttribute('action', '/faq');
  });

  it('says when nothing matches, and when the FAQ cannot be loaded', async () => {
    const { unmount } = render(await FaqList({ q: 'zzzz' }));
    expect(screen.getByRole('heading', { name: 'Tidak ada pertanyaan untuk “zzzz”' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lihat semua pertanyaan' })).toHaveAttribute('href', '/faq');
    unmount();
    server.use(http.get('*/v1/content/api/content/', () => HttpResponse.text('<html>oops', { status: 502 })));
    const { container } = render(await FaqList({ q: '' }));
    expect(screen.getByRole('heading', { name: 'FAQ belum dapat dimuat' })).toBeInTheDocument();
    expect(jsonLd(container)).toEqual([]);
  });
});

describe('help centre', () => {
  it("asks for the categories, then their topics with category_f, then each topic's articles with topic", async () => {
    const calls = recordContentCalls();
    const { sections } = await loadHelpCentre();
    expect(calls[0]).toBe('?model=help-category');
    expect(calls.slice(1, 3).sort()).toEqual([
      '?model=help-topic&category_f=akun&size=50',
      '?model=help-topic&category_f=poin-voucher&size=50',
    ]);
    expect(calls.slice(3).sort()).toEqual(
      ['kumpulkan-poin', 'masuk-akun', 'pendaftaran', 'tukar-voucher'].map((topic) => `?model=help-article&topic=${topic}&size=50`),
    );
    expect(sections.map((s) => [s.category.name, s.topics.map((t) => `${t.topic.name}: ${t.articles.length}`)])).toEqual([
      ['Akun & Pendaftaran', ['Masuk ke Akun: 2', 'Pendaftaran Member: 1']],
      ['Poin & Voucher', ['Mengumpulkan Poin: 1', 'Menukar dan Memakai Voucher: 2']],
    ]);
  });

  it('shows a category, topic or article a backend lists twice once, and asks for it once', async () => {
    const calls = recordContentCalls();
    server.use(
      http.get('*/v1/content/api/content/', ({ request }) => {
        const model = new URL(request.url).searchParams.get('model');
        if (model === 'help-category')
          return HttpResponse.json([
            { key: 'akun', name: 'Akun' },
            { key: 'akun', name: 'Akun' },
          ]);
        if (model === 'help-topic')
          return HttpResponse.json([
            { key: 't1', name: 'T1' },
            { key: 't1', name: 'T1' },
          ]);
        return HttpResponse.json([
          { key: 'a1', title: 'A1' },
          { key: 'a1', title: 'A1' },
        ]);
      }),
    );
    const { sections } = await loadHelpCentre();
    expect(sections.map((s) => [s.category.key, s.topics.map((t) => [t.topic.key, t.articles.map((a) => a.key)])])).toEqual([
      ['akun', [['t1', ['a1']]]],
    ]);
    expect(calls).toEqual(['?model=help-category', '?model=help-topic&category_f=akun&size=50', '?model=help-article&topic=t1&size=50']);
  });

  it('leaves out topics and articles a backend sends under another parent, and empty topics', async () => {
    server.use(
      http.get('*/v1/content/api/content/', ({ request }) => {
        const model = new URL(request.url).searchParams.get('model');
        if (model === 'help-category') return HttpResponse.json([{ key: 'akun', name: 'Akun' }]);
        // This backend ignores the filters and answers everything.
        if (model === 'help-topic')
          return HttpResponse.json([
            { key: 't1', name: 'T1', category: 'akun' },
            { key: 't2', name: 'T2', category: 'lain' },
            { key: 't3', name: 'T3' },
          ]);
        return HttpResponse.json([
          { key: 'a1', title: 'A1', topic: 't1' },
          { key: 'a2', title: 'A2', topic: 't2' },
        ]);
      }),
    );
    const { sections } = await loadHelpCentre();
    // t3 names no category, so it stays; its articles name other topics, so it is empty and left out.
    expect(sections).toEqual([
      {
        category: { key: 'akun', name: 'Akun' },
        topics: [{ topic: { key: 't1', name: 'T1', category: 'akun' }, articles: [expect.objectContaining({ key: 'a1' })] }],
      },
    ]);
  });

  it('shows the categories as sections with topics and article links', async () => {
    render(await HelpCentre());
    expect(screen.getByRole('heading', { level: 1, name: 'Pusat Bantuan' })).toBeInTheDocument();
    const akun = screen.getByRole('region', { name: 'Akun & Pendaftaran' });
    expect(within(akun).getByRole('heading', { level: 3, name: 'Masuk ke Akun' })).toBeInTheDocument();
    expect(within(akun).getByRole('link', { name: 'Kode OTP tidak masuk' })).toHaveAttribute('href', '/help/otp-tidak-masuk');
    expect(screen.getByRole('search')).toHaveAttribute('action', '/help');
  });

  it('searches the articles with q', async () => {
    const calls = recordContentCalls();
    render(await HelpSearch({ q: 'voucher' }));
    expect(calls).toEqual(['?model=help-article&q=voucher&size=20']);
    expect(screen.getByText('1 artikel untuk “voucher”')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Memakai voucher di kasir' })).toHaveAttribute('href', '/help/memakai-voucher');
    expect(screen.getByRole('searchbox', { name: 'Cari artikel bantuan' })).toHaveValue('voucher');
  });

  it('lists an article a search finds twice once', async () => {
    server.use(
      http.get('*/v1/content/api/content/', () =>
        HttpResponse.json([
          { key: 'a1', title: 'A1' },
          { key: 'a1', title: 'A1 lagi' },
          { key: 'a2', title: 'A2' },
        ]),
      ),
    );
    render(await HelpSearch({ q: 'a' }));
    expect(screen.getByText('2 artikel untuk “a”')).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^A/ }).map((a) => a.getAttribute('href'))).toEqual(['/help/a1', '/help/a2']);
  });

  it('says when a search finds nothing, and when help cannot be loaded', async () => {
    const { unmount } = render(await HelpSearch({ q: 'zzzz' }));
    expect(screen.getByRole('heading', { name: 'Tidak ada artikel untuk “zzzz”' })).toBeInTheDocument();
    unmount();
    server.use(http.get('*/v1/content/api/content/', () => HttpResponse.error()));
    render(await HelpCentre());
    expect(screen.getByRole('heading', { name: 'Bantuan belum dapat dimuat' })).toBeInTheDocument();
  });

  it('shows an article: title, sanitised body, tags and the way back', async () => {
    const article = (await getHelpArticle('nomor-belum-terdaftar')).data!;
    const { container } = render(
      <HelpArticleView article={{ ...article, body: `${article.body}<script>window.__x=1</script><img src=x onerror="x()">` }} />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Nomor belum terdaftar' })).toBeInTheDocument();
    expect(screen.getByText(/buat akun baru lewat tombol/)).toBeInTheDocument();
    expect(container.querySelector('script, [onerror]')).toBeNull();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['#login', '#daftar']);
    expect(screen.getByRole('link', { name: /Kembali ke Pusat Bantuan/ })).toHaveAttribute('href', '/help');
  });
});
