import { answerWebService } from '@/lib/wallet/web-service';

export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ path: string[] }> };

/** Apple's pass web service (lib/wallet/web-service.ts, docs/wallet.md). */
export async function GET(request: Request, { params }: Context) {
  return answerWebService(request, 'GET', (await params).path);
}

export async function POST(request: Request, { params }: Context) {
  return answerWebService(request, 'POST', (await params).path);
}

export async function DELETE(request: Request, { params }: Context) {
  return answerWebService(request, 'DELETE', (await params).path);
}
