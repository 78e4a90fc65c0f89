// The same image under the second podcast address.
// Segment config must be written out here: Next reads it from this file's own source.
export const dynamic = 'force-dynamic'
export { GET } from '../../../herbanconversations/[slug]/social.jpg/route'
