import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { BenefitPageView, BenefitUnavailable, loadBenefit } from '@/components/benefits/benefit-page';
import { excerpt } from '@/lib/format/cms-text';
import { listBenefits } from '@/lib/api/content';
import { pageMetadata } from '@/lib/server/metadata';
import { benefitPath } from '@/lib/paths';

// Rendered when building (or on first request), then served from cache and refreshed at most once a minute.
export const revalidate = 60;

export async function generateStaticParams(): Promise<{ key: string }[]> {
  const benefits = await listBenefits();
  return (benefits.data ?? []).filter((benefit) => benefit.key).map((benefit) => ({ key: benefit.key }));
}

type Props = { params: Promise<{ key: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { key } = await params;
  const benefit = (await loadBenefit(key)).data;
  return pageMetadata({
    title: benefit?.title || 'Benefit Member',
    description: benefit ? excerpt(benefit.body, 160) : undefined,
    path: benefitPath(key),
    image: benefit?.images[0]?.url,
  });
}

export default async function BenefitPage({ params }: Props) {
  const { key } = await params;
  const benefit = await loadBenefit(key);
  if (benefit.status === 404) notFound();
  if (!benefit.data?.title) return <BenefitUnavailable />;
  return <BenefitPageView benefit={benefit.data} />;
}
