import { getPublicSubmissions } from '@/endpoints/headstash/submissions'

// The public list outside Payload's REST router (why: src/endpoints/headstash/submissions.ts).
export const GET = getPublicSubmissions
