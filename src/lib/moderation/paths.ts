/** Where a submitter stops decision e-mails (a page with one button: scanners that fetch links change nothing). */
export const NOTICE_STOP_PAGE = '/find-notices'
/** The API the page (and RFC 8058 one-click) posts the token to. */
export const NOTICE_STOP_API = '/api/headstash/notices/stop'
