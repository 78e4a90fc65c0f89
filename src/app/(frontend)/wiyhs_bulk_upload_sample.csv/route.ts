import { SAMPLE_CSV } from '@/lib/submissions/csv-options'

// The sample is generated from the importer's own column list, so the two cannot drift apart.
export const dynamic = 'force-static'

export function GET() {
  return new Response(SAMPLE_CSV, {
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': 'attachment; filename="wiyhs_bulk_upload_sample.csv"',
    },
  })
}
