import { NextResponse, type NextRequest } from 'next/server';
import { malformedActionRequest } from '~/server/action-requests';

/** Answers malformed server-action posts with 400 (see action-requests.ts). */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  if (request.method === 'POST') {
    const problem = await malformedActionRequest(request);
    if (problem) {
      return new NextResponse(`Bad request: ${problem}`, {
        status: 400,
        headers: { 'content-type': 'text/plain; charset=utf-8' },
      });
    }
  }
  return NextResponse.next();
}

// Only posts that may be server actions: pages (not /api or assets) with the action
// header or a multipart body.
export const config = {
  matcher: [
    { source: '/((?!api/|_next/).*)', has: [{ type: 'header', key: 'next-action' }] },
    {
      source: '/((?!api/|_next/).*)',
      has: [{ type: 'header', key: 'content-type', value: 'multipart/form-data.*' }],
    },
  ],
};
