// Next's route-handler pipeline drops Content-Length from every answer (a fetched body may have been
// decoded on the way, so its stated length would be wrong), and Node then sends the body chunked and a
// HEAD without any length. Answers whose body the app built itself carry their exact length under
// EXACT_LENGTH_HEADER as well; scripts/server.mjs turns it back into Content-Length just before the
// head goes out, unless Next compressed the body. Plain JavaScript: the server reads it too.

/** Private header holding the exact byte length of a body the app built itself. */
export const EXACT_LENGTH_HEADER = 'x-headstash-content-length'

/**
 * Restores Content-Length from EXACT_LENGTH_HEADER when the head of `res` is written. Install before
 * Next handles the request: Next's compression wraps writeHead later, so it runs first and has set
 * Content-Encoding by the time this sees the headers.
 * @param {import('node:http').ServerResponse} res
 */
export function restoreContentLength(res) {
  const writeHead = res.writeHead
  res.writeHead = function writeHeadWithLength(...args) {
    const length = res.getHeader(EXACT_LENGTH_HEADER)
    if (length !== undefined) {
      res.removeHeader(EXACT_LENGTH_HEADER)
      const encoded = res.hasHeader('content-encoding') || res.hasHeader('transfer-encoding')
      if (!encoded && res.statusCode !== 304 && /^\d+$/.test(String(length))) res.setHeader('Content-Length', String(length))
    }
    return writeHead.apply(this, /** @type {Parameters<typeof writeHead>} */ (args))
  }
}
