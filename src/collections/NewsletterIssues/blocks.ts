import type { Block } from 'payload'
import { ISSUE_BLOCK_DEFAULTS, ISSUE_BLOCK_HEADINGS, ISSUE_BLOCK_LIMITS, ISSUE_BLOCKS } from '@/lib/newsletter/issue-content'

const headingField = (placeholder: string) =>
  ({
    name: 'heading',
    type: 'text',
    label: 'Heading',
    admin: { placeholder, description: 'Leave empty for the default heading.' },
  }) as const

/**
 * Blocks that pull live content when the issue is rendered (each send, and the web page): only what the
 * public may see at that moment appears — approved finds, the published episode, published changelog
 * entries. A block with nothing to show is left out.
 */
export const issueBlocks: Block[] = [
  {
    slug: ISSUE_BLOCKS.featuredFinds,
    labels: { singular: 'Featured finds', plural: 'Featured finds' },
    fields: [
      headingField(ISSUE_BLOCK_HEADINGS.featuredFinds),
      {
        name: 'mode',
        type: 'radio',
        label: 'Which finds',
        defaultValue: 'latest',
        options: [
          { label: 'The latest approved finds', value: 'latest' },
          { label: 'Finds I pick', value: 'pick' },
        ],
      },
      {
        name: 'count',
        type: 'number',
        label: 'How many',
        min: 1,
        max: ISSUE_BLOCK_LIMITS.finds,
        defaultValue: ISSUE_BLOCK_DEFAULTS.finds,
        admin: { condition: (_, siblingData) => siblingData?.mode !== 'pick' },
      },
      {
        name: 'finds',
        type: 'relationship',
        label: 'Finds',
        relationTo: 'headstash-submissions',
        hasMany: true,
        maxRows: ISSUE_BLOCK_LIMITS.finds,
        // No filterOptions: Payload validates a relation against them on every save, so a find taken back
        // into moderation would block any later save of the issue (setting sentAt at send start included).
        admin: {
          condition: (_, siblingData) => siblingData?.mode === 'pick',
          description:
            'Finds from The Cloud. Only approved ones appear: a pending or rejected find is left out when the issue is rendered.',
        },
      },
    ],
  },
  {
    slug: ISSUE_BLOCKS.latestEpisode,
    labels: { singular: 'Latest episode', plural: 'Latest episode' },
    fields: [headingField(ISSUE_BLOCK_HEADINGS.latestEpisode)],
  },
  {
    slug: ISSUE_BLOCKS.recentChangelog,
    labels: { singular: 'Recent changelog', plural: 'Recent changelog' },
    fields: [
      headingField(ISSUE_BLOCK_HEADINGS.recentChangelog),
      {
        name: 'count',
        type: 'number',
        label: 'How many entries',
        min: 1,
        max: ISSUE_BLOCK_LIMITS.changelog,
        defaultValue: ISSUE_BLOCK_DEFAULTS.changelog,
      },
    ],
  },
]
