import { getApplication } from '@/lib/api/directory';
import { getPage } from '@/lib/api/content';

export const revalidate = 60;

export default async function HomePage() {
  const [app, home] = await Promise.all([getApplication(), getPage('home')]);
  return (
    <div className="mx-auto max-w-page-lg px-4 py-8">
      <h1 className="text-2xl font-bold">{app.data?.settings.title}</h1>
      {home.data?.sections.map((section) => (
        <section key={section.key} className="mt-6">
          <h2 className="text-xl font-semibold">{section.title}</h2>
        </section>
      ))}
    </div>
  );
}
