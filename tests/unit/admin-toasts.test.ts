import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ADMIN_TOASTS } from '@/lib/admin/toasts'

// The admin contract's error catalogue and success list, word for word: titles and the fixed texts.
const SPEC_TOAST_TEXTS = [
  'Access Denied',
  'Registration successful',
  'Admin account created successfully',
  'Registration failed',
  'Failed to create admin account',
  'Logged out',
  'Logout failed',
  'Subscriber deleted',
  'Delete failed',
  'Failed to delete subscriber',
  'Submission updated',
  'Update failed',
  'Failed to update submission',
  'Bulk upload successful',
  'Bulk upload failed',
  'Failed to upload CSV',
  'Image scan failed',
  'All images are valid',
  'Error',
  'Success',
  'Failed to upload image',
  'Changelog Entry Created',
  'Entry Updated',
  'Entry published',
  'Entry deleted',
  'Failed to create entry',
  'Publish failed',
  'Save failed',
  'Upload Failed',
  'Error uploading images',
  'Upload Complete',
  'Fix Failed',
  'Failed to fix cloud URLs',
  'Cloud URLs Fixed',
  'Cloud Storage Test Successful',
  'Cloud Storage Test Failed',
  'Test failed',
  'Test Error',
  'Failed to run cloud storage test',
  'Apply Failed',
  'Failed to apply image to submission',
  'Image Applied',
  'Exact Matches Applied',
  'URL Copied',
  'Failed to create episode',
  'Failed to update episode',
  'Failed to delete episode',
  'Failed to create subscription gate',
  'Failed to update subscription gate',
  'Failed to delete subscription gate',
  'Failed to create brand setting',
  'Failed to update brand setting',
  'Failed to delete brand setting',
]

const ADMIN_DIR = path.resolve(__dirname, '../../src/admin')
const sourcesOf = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return sourcesOf(file)
    return /\.tsx?$/.test(entry.name) ? [file] : []
  })

describe('admin toast catalogue', () => {
  it('holds every toast text of the contract, word for word', () => {
    const texts = new Set<string>(Object.values(ADMIN_TOASTS).filter((value) => typeof value === 'string'))
    expect(SPEC_TOAST_TEXTS.filter((text) => !texts.has(text))).toEqual([])
  })

  it('words the counted texts of the contract', () => {
    expect(ADMIN_TOASTS.uploadCompleteText(3)).toBe('Uploaded 3 images; review smart matches to apply them')
    expect(ADMIN_TOASTS.cloudUrlsFixedText(2)).toBe('Fixed 2 corrupted cloud image URLs')
    expect(ADMIN_TOASTS.cloudUrlsFixedText(1)).toBe('Fixed 1 corrupted cloud image URL')
    expect(ADMIN_TOASTS.subscribersImported(1)).toBe('Imported 1 subscriber')
    expect(ADMIN_TOASTS.welcomeBack('ops')).toBe('Welcome back, agent ops')
  })

  it('is the only place the admin screens spell a toast', () => {
    // A toast is built as `{ title, description }` or through a helper taking the title first; in the
    // screens both take catalogue entries, never a quoted text.
    const spelled = sourcesOf(ADMIN_DIR).flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .map((line, index) => ({ where: `${path.relative(ADMIN_DIR, file)}:${index + 1}`, line }))
        .filter(({ line }) => /\btitle:\s*['"`][A-Za-z]|\b(destructive|succeeded|failed)\(\s*['"`][A-Za-z]/.test(line)),
    )
    expect(spelled.map(({ where, line }) => `${where} ${line.trim()}`)).toEqual([])
  })
})
