'use client'
import { FieldDescription, FieldLabel, useField } from '@payloadcms/ui'
import type { JSONFieldClientComponent } from 'payload'
import { diffLines } from './diff'

/** An audit entry's changes as a table (field, before, after) instead of raw JSON; read-only. */
export const DiffField: JSONFieldClientComponent = ({ field, path }) => {
  const { value } = useField<unknown>({ path: path ?? field.name })
  const lines = diffLines(value)
  const description = typeof field.admin?.description === 'string' ? field.admin.description : undefined
  return (
    <div className="field-type audit-diff" style={{ marginBottom: 'var(--base)' }}>
      <FieldLabel label={field.label} path={path} />
      {lines.length === 0 ? (
        <p>No field changes recorded.</p>
      ) : (
        <table className="table" style={{ width: '100%', borderCollapse: 'collapse' }}>
          <caption className="sr-only">Changed fields, before and after</caption>
          <thead>
            <tr>
              <th scope="col" style={{ textAlign: 'left' }}>
                Field
              </th>
              <th scope="col" style={{ textAlign: 'left' }}>
                Before
              </th>
              <th scope="col" style={{ textAlign: 'left' }}>
                After
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={line.field} style={{ borderTop: '1px solid var(--theme-elevation-150)', verticalAlign: 'top' }}>
                <th scope="row" style={{ textAlign: 'left', fontWeight: 600, padding: '4px 8px 4px 0' }}>
                  {line.field}
                </th>
                <td style={{ padding: '4px 8px 4px 0', wordBreak: 'break-word', whiteSpace: 'pre-wrap' }}>
                  <del style={{ textDecoration: 'none', color: 'var(--theme-error-500)' }}>{line.before}</del>
                </td>
                <td style={{ padding: '4px 0', wordBreak: 'break-word', whiteSpace: 'pre-wrap' }}>
                  <ins style={{ textDecoration: 'none', color: 'var(--theme-success-500)' }}>{line.after}</ins>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {description ? <FieldDescription description={description} path={path ?? field.name} /> : null}
    </div>
  )
}
