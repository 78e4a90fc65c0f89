// Structured data of a page as Google's rich-result rules and the schema.org vocabulary judge it:
// @marbec/web-auto-extractor pulls JSON-LD, microdata and RDFa out of the HTML, and Adobe's
// structured-data-validator applies Google's required/recommended properties per type plus the
// vocabulary's type and property names. The vocabulary cannot be fetched on a closed network, so a
// trimmed copy (every type the site emits, with its ancestors and their properties) is a committed
// fixture; a type missing from it is reported as an error, so a new type is added there on purpose.
import Validator, { type ValidationIssue } from '@adobe/structured-data-validator'
import WebAutoExtractor from '@marbec/web-auto-extractor'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const vocabularyPath = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../tests/fixtures/schemaorg-trimmed.jsonld')
const vocabulary: unknown = JSON.parse(fs.readFileSync(vocabularyPath, 'utf8'))

export interface StructuredDataReport {
  /** `@type` of every top-level JSON-LD item found. */
  types: string[]
  errors: string[]
  warnings: string[]
}

const describe = (issue: ValidationIssue): string => {
  const where = (issue.path ?? [])
    .slice(1)
    .map((step) => step.property)
    .filter(Boolean)
    .join('.')
  return `${issue.rootType}${where ? `.${where}` : ''}: ${issue.issueMessage}`
}

export async function validateStructuredData(html: string): Promise<StructuredDataReport> {
  const extracted = new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] }).parse(html)
  const types = Object.values(extracted.jsonld ?? {})
    .flat()
    .flatMap((item) => item['@type'] ?? [])
    .map(String)
  const issues = await new Validator(vocabulary).validate(extracted)
  return {
    types,
    errors: issues.filter((issue) => issue.severity === 'ERROR').map(describe),
    warnings: issues.filter((issue) => issue.severity !== 'ERROR').map(describe),
  }
}
