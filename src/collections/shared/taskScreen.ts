/**
 * Components of the generated list views of collections that also have a task screen: a link to that
 * screen above the table (the screen is named in src/admin/nav/screens.ts).
 */
export const taskScreenListComponents = { beforeListTable: ['@/admin/nav/TaskScreenBanner#TaskScreenBanner'] }
