// User-facing texts of the spec that more than one part of the app needs. Copy them from here.

/** Shown instead of the submitter's name when displayName is false. */
export const ANONYMOUS_NAME = 'Anonymous'

/** Staff see the real name with this mark where the public sees ANONYMOUS_NAME (design.md decision 15). */
export const HIDDEN_NAME_LABEL = 'Hidden from public'

/** Default contributor of bulk-imported rows (admin-area.txt, bulk upload). */
export const DEFAULT_CONTRIBUTOR_NAME = 'The Headstash Archive'

export const AUTH_MESSAGES = {
  passwordsDoNotMatch: 'Passwords do not match',
  invalidCredentials: 'Invalid credentials',
  notSignedIn: 'Not signed in',
  registrationClosed: 'Registration is closed: an admin account already exists. Ask an admin to create your account.',
  usernameTaken: 'That username is already taken',
  firstRegisterClosed: 'Accounts are created through /api/auth/register.',
  passwordResetByAdmin: 'Password resets are done by an admin. Ask an admin to set a new password.',
} as const

/** "1 image", "3 images": counts in the admin's texts read as English for any number. */
export const countOf = (count: number, singular: string, plural = `${singular}s`) => `${count} ${count === 1 ? singular : plural}`

/**
 * Every toast of the admin area: titles and texts of the spec's error catalogue and success list kept
 * word for word; where the spec leaves a text open, the wording says what happened.
 */
export const ADMIN_TOASTS = {
  error: 'Error',
  success: 'Success',
  accessDenied: 'Access Denied',
  accessGranted: 'Access Granted',
  welcomeBack: (username: string) => `Welcome back, agent ${username}`,
  registrationSuccessful: 'Registration successful',
  registrationSuccessfulText: 'Admin account created successfully',
  registrationFailed: 'Registration failed',
  registrationFallback: 'Failed to create admin account',
  loggedOut: 'Logged out',
  logoutFailed: 'Logout failed',
  subscriberDeleted: 'Subscriber deleted',
  deleteFailed: 'Delete failed',
  subscriberDeleteFallback: 'Failed to delete subscriber',
  subscribersImported: (count: number) => `Imported ${countOf(count, 'subscriber')}`,
  importFailed: 'Import failed',
  submissionUpdated: 'Submission updated',
  updateFailed: 'Update failed',
  submissionUpdateFallback: 'Failed to update submission',
  seoSaved: 'SEO setting saved',
  seoDeleted: 'SEO setting deleted',
  saveFailed: 'Save failed',
  seoSaveFallback: 'Failed to save SEO setting',
  seoDeleteFallback: 'Failed to delete SEO setting',
  loadFailed: 'Could not load data',
  brandCreated: 'Brand setting created',
  brandUpdated: 'Brand setting updated',
  brandDeleted: 'Brand setting deleted',
  brandCreateFallback: 'Failed to create brand setting',
  brandUpdateFallback: 'Failed to update brand setting',
  brandDeleteFallback: 'Failed to delete brand setting',
  gateCreated: 'Subscription gate created',
  gateUpdated: 'Subscription gate updated',
  gateDeleted: 'Subscription gate deleted',
  gateActivated: (name: string) => `${name} activated`,
  gateDeactivated: (name: string) => `${name} deactivated`,
  gateCreateFallback: 'Failed to create subscription gate',
  gateUpdateFallback: 'Failed to update subscription gate',
  gateDeleteFallback: 'Failed to delete subscription gate',
  changelogCreated: 'Changelog Entry Created',
  changelogUpdated: 'Entry Updated',
  changelogPublished: 'Entry published',
  changelogDeleted: 'Entry deleted',
  changelogCreateFailed: 'Failed to create entry',
  publishFailed: 'Publish failed',
  episodeCreated: 'Episode created',
  episodeUpdated: 'Episode updated',
  episodeCreateFallback: 'Failed to create episode',
  episodeUpdateFallback: 'Failed to update episode',
  episodeDeleteFallback: 'Failed to delete episode',
  imageUploaded: 'Image uploaded',
  imageUploadFallback: 'Failed to upload image',
  audioUploaded: 'Audio uploaded',
  audioUploadFallback: 'Failed to upload audio',
  bulkUploadSuccessful: 'Bulk upload successful',
  /** Some rows failed: the title says how many, so nobody reads "successful" and moves on. */
  bulkUploadPartial: (failedCount: number) => `Bulk upload finished: ${countOf(failedCount, 'row')} failed`,
  bulkUploadFailed: 'Bulk upload failed',
  bulkUploadFallback: 'Failed to upload CSV',
  bulkImported: (successCount: number, failedCount: number) => {
    const imported = `Imported ${countOf(successCount, 'submission')}`
    return failedCount > 0 ? `${imported}; ${countOf(failedCount, 'row')} failed` : imported
  },
  scanFailed: 'Image scan failed',
  scanFallback: 'Failed to scan for missing images',
  scanMissing: 'Missing images found',
  scanComplete: 'Image scan complete',
  scanAllValid: 'All images are valid',
  scanCleared: (placeholderCount: number) => `Cleared ${countOf(placeholderCount, 'placeholder image URL')}`,
  /** `where` says where the operator uploads the missing files from the tab that ran the scan. */
  scanMissingFiles: (missingFileCount: number, where: string) =>
    `${countOf(missingFileCount, 'image file')} missing; upload ${missingFileCount === 1 ? 'it' : 'them'} ${where} to recover`,
  scanRecoverBelow: 'below',
  scanRecoverInTab: 'in the Image Recovery tab',
  fixFailed: 'Fix Failed',
  fixFallback: 'Failed to fix cloud URLs',
  cloudUrlsFixed: 'Cloud URLs Fixed',
  cloudUrlsFixedText: (fixedCount: number) => `Fixed ${countOf(fixedCount, 'corrupted cloud image URL')}`,
  storageTestError: 'Test Error',
  storageTestErrorText: 'Failed to run cloud storage test',
  storageTestFailed: 'Cloud Storage Test Failed',
  storageTestFallback: 'Test failed',
  storageTestSuccessful: 'Cloud Storage Test Successful',
  /** Media on this server's own disk: calling that "cloud storage" would say the images are safe elsewhere. */
  localStorageTestSuccessful: 'Storage Test Successful',
  storageTestUploaded: (testKey: string | undefined) => `Upload successful${testKey === undefined ? '' : ` (test key: ${testKey})`}`,
  localStorageNote: "Media is on this server's local disk, not in cloud storage: no cloud storage is configured.",
  uploadFailed: 'Upload Failed',
  uploadFailedFile: (fileName: string) => `Failed to upload ${fileName}`,
  uploadsFailed: 'Error uploading images',
  uploadComplete: 'Upload Complete',
  uploadCompleteText: (uploaded: number) => `Uploaded ${countOf(uploaded, 'image')}; review smart matches to apply them`,
  applyFailed: 'Apply Failed',
  applyFailedText: 'Failed to apply image to submission',
  imageApplied: 'Image Applied',
  imageAppliedText: (fileName: string, submissionName: string) => `${fileName} is now the image of ${submissionName}`,
  exactMatchesApplied: 'Exact Matches Applied',
  exactMatchesAppliedText: (applied: number, failed: number) => {
    const text = `Applied ${countOf(applied, 'exact match', 'exact matches')}`
    return failed > 0 ? `${text}; ${failed} could not be applied` : text
  },
  urlCopied: 'URL Copied',
  copyFailed: 'Copy failed',
  copyFailedText: 'Select the URL and copy it by hand',
} as const
