import layout from '../shared/layout.module.css'
import { type BulkUploadResponse, importedText } from './bulk-upload'

/** The per-row result of the last import: counts, then each failed row with the reason. */
export function BulkImportReport({ report }: { report: BulkUploadResponse }) {
  return (
    <section className={layout.stack} aria-labelledby="bulk-upload-report">
      <h3 id="bulk-upload-report" className={layout.subheading}>
        Import report
      </h3>
      <p className={layout.hint}>{importedText(report)}</p>
      <dl className={layout.stats}>
        <div className={layout.stat}>
          <dt className={layout.statLabel}>Imported</dt>
          <dd className={layout.statValue}>{report.successCount}</dd>
        </div>
        <div className={layout.stat}>
          <dt className={layout.statLabel}>Failed</dt>
          <dd className={layout.statValue}>{report.failedCount}</dd>
        </div>
      </dl>
      {report.errors.length > 0 ? (
        <div className={layout.scrollBox} tabIndex={0} role="region" aria-label="Failed rows">
          <table className={layout.table}>
            <thead>
              <tr>
                <th scope="col">Row</th>
                <th scope="col">Message</th>
              </tr>
            </thead>
            <tbody>
              {report.errors.map((error) => (
                <tr key={`${error.row}-${error.message}`}>
                  <td>{error.row}</td>
                  <td>{error.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  )
}
