// Structured data of a page as Google's rich-result rules and the schema.org vocabulary judge it:
// @marbec/web-auto-extractor pulls JSON-LD, microdata and RDFa out of the HTML and Adobe's
// structured-data-validator applies Google's required/recommended properties per type plus the
// vocabulary's type and property names. The vocabulary cannot be fetched on a closed network, so a
// trimmed copy (every type the site emits, with its ancestors and properties) is a committed fixture;
// a type missing from it is reported as an error, so a new type must be added there on purpose.
import Validator from '@adobe/structured-data-validator'
import WebAutoExtractor from '@marbec/web-auto-extractor'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const vocabularyPath = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../tests/fixtures/schemaorg-trimmed.jsonld')
const vocabulary = JSON.parse(fs.readFileSync(vocabularyPath, 'utf8'))

const describe = (issue) => {
  const where = (issue.path ?? []).map((step) => step.property ?? step.type).filter(Boolean).join('.')
  return `${issue.rootType}${where ? ` (${where})` : ''}: ${issue.issueMessage}`
}

/** The structured data found in `html`, and what the validator says about it, split by severity. */
export async function validateStructuredData(html) {
  const extracted = new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] }).parse(html)
  const types = Object.values(extracted.jsonld ?? {}).flat().map((item) => item['@type'])
  const issues = await new Validator(vocabulary).validate(extracted)
  return {
    types: types.flat().filter(Boolean),
    errors: issues.filter((issue) => issue.severity === 'ERROR').map(describe),
    warnings: issues.filter((issue) => issue.severity !== 'ERROR').map(describe),
  }
}
