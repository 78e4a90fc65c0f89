/** "1 image", "3 images": counts in the admin's toasts read as English for any number. */
export const countOf = (count: number, singular: string, plural = `${singular}s`) => `${count} ${count === 1 ? singular : plural}`
