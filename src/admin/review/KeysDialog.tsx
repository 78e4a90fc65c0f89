'use client'

import { AdminModal } from '../shared/AdminModal'
import { REVIEW_KEYS } from './keys'
import styles from './review.module.css'

export const KEYS_DIALOG_SLUG = 'review-keys'

const KEY_NAMES: Record<string, string> = { Enter: 'Enter', Escape: 'Esc', A: 'Shift + a', R: 'Shift + r' }

/** `?`: every key of the review screen, from the same table the screen reads its keys from. */
export function KeysDialog() {
  return (
    <AdminModal
      slug={KEYS_DIALOG_SLUG}
      title="Keyboard shortcuts"
      description="Keys work whenever you are not typing in a field. Escape closes this."
      size="small"
    >
      <table className={styles.keys}>
        <thead>
          <tr>
            <th scope="col">Key</th>
            <th scope="col">Does</th>
          </tr>
        </thead>
        <tbody>
          {REVIEW_KEYS.map(({ keys, command, label }) => (
            <tr key={command}>
              <td>
                {keys.map((key, index) => (
                  <span key={key}>
                    {index > 0 ? ' or ' : null}
                    <kbd className={styles.kbd}>{KEY_NAMES[key] ?? key}</kbd>
                  </span>
                ))}
              </td>
              <td>{label}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </AdminModal>
  )
}
