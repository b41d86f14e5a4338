import { wordGraphDownload } from '@wordrise/api';

/**
 * GET /words/<list>?v=<version>: a word list's packed graph, for the replay
 * viewer's Oracle in the browser. Asked for with the current version, it is cached
 * for good (a new word list or rules version is a new URL); otherwise briefly.
 */
export function GET(request: Request, { params }: { params: Promise<{ list: string }> }) {
  return params.then(({ list }) => {
    const download = wordGraphDownload(list);
    if (!download) return new Response('There is no such word list.', { status: 404 });
    const asked = new URL(request.url).searchParams.get('v');
    const cache =
      asked === download.version ? 'public, max-age=31536000, immutable' : 'public, max-age=300';
    return new Response(download.bytes as Uint8Array<ArrayBuffer>, {
      headers: {
        'content-type': 'application/octet-stream',
        'cache-control': cache,
        etag: `"${download.version}"`,
      },
    });
  });
}
