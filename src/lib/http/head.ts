/**
 * HEAD as RFC 9110 defines it: the answer GET would give, headers included, without the body. The
 * body is cancelled unread, so a lazily opened source (a media file, an S3 download) is never opened.
 */
export function answerHeadAsGet<Context>(get: (request: Request, context: Context) => Promise<Response>) {
  return async (request: Request, context: Context): Promise<Response> => {
    const response = await get(new Request(request, { method: 'GET' }), context)
    await response.body?.cancel()
    return new Response(null, { status: response.status, statusText: response.statusText, headers: response.headers })
  }
}
