// Neither package ships type declarations; these cover the calls scripts/lib/structured-data.ts makes.
declare module '@marbec/web-auto-extractor' {
  export interface ExtractedData {
    jsonld?: Record<string, Array<Record<string, unknown>>>
    microdata?: Record<string, Array<Record<string, unknown>>>
    rdfa?: Record<string, Array<Record<string, unknown>>>
    errors?: Array<{ format: string; message: string }>
  }
  export default class WebAutoExtractor {
    constructor(options?: { addLocation?: boolean; embedSource?: Array<'rdfa' | 'microdata'> })
    parse(html: string): ExtractedData
  }
}

declare module '@adobe/structured-data-validator' {
  import type { ExtractedData } from '@marbec/web-auto-extractor'
  export interface ValidationIssue {
    rootType: string
    issueMessage: string
    severity: 'ERROR' | 'WARNING'
    path?: Array<{ type?: string; property?: string; index?: number }>
  }
  export default class Validator {
    constructor(schemaOrgJson: unknown)
    validate(data: ExtractedData): Promise<ValidationIssue[]>
  }
}
