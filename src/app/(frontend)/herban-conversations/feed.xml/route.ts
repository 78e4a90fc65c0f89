// The same feed under the second podcast address (spec section 2: both families serve the same pages).
// Segment config must be written out here: Next reads it from this file's own source.
export const dynamic = 'force-dynamic'
export { GET } from '../../herbanconversations/feed.xml/route'
